import {
  Alert,
  Card,
  CardContent,
  CardHeader,
  FormControlLabel,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useDataProvider, useNotify } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';

const AI_SHARING = ['settings', 'ai-sharing'];

/**
 * Children's data by default: an admin decides whether the configured third-party AI
 * service may receive students' scores and subject names. Off until turned on; audited.
 */
export const SettingsPage = () => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const setting = useQuery({
    queryKey: AI_SHARING,
    queryFn: () => dataProvider.getAiSharing().then(({ data }) => data),
  });
  const save = useMutation({
    mutationFn: (enabled: boolean) => dataProvider.saveAiSharing(enabled),
    onSuccess: ({ data }, enabled) => {
      queryClient.setQueryData(AI_SHARING, data);
      notify(enabled ? 'AI sharing turned on' : 'AI sharing turned off', { type: 'success' });
    },
    onError: (error: Error) => notify(error.message, { type: 'error' }),
  });

  const data = setting.data;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Settings" />
      <CardHeader title="AI suggestions" component="h2" />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="body2">
            Insights, learning materials and Team Challenge questions can be written by an outside
            AI service. It receives scores and subject names only, never a name, e-mail address or
            id. Students get these suggestions only while this is turned on.
          </Typography>
          {setting.error && <Alert severity="error">{setting.error.message}</Alert>}
          {data && (
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={data.enabled}
                    disabled={save.isPending}
                    onChange={(e) => save.mutate(e.target.checked)}
                  />
                }
                label="Allow the outside AI service to receive students' scores and subject names"
              />
              {data.provider === 'offline' && (
                <Alert severity="info">
                  This server uses the built-in offline writer: nothing is sent anywhere, whatever
                  this setting says.
                </Alert>
              )}
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
