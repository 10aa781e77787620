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
import { useEffect, useState } from 'react';
import { Title, useNotify } from 'react-admin';
import { type AiSharing, fetchAiSharing, saveAiSharing } from './settings-api';

/**
 * Children's data by default: an admin decides whether the configured third-party AI
 * service may receive students' scores and subject names. Off until turned on; audited.
 */
export const SettingsPage = () => {
  const notify = useNotify();
  const [state, setState] = useState<{ data?: AiSharing; error?: string }>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    fetchAiSharing()
      .then((data) => live && setState({ data }))
      .catch((error: Error) => live && setState({ error: error.message }));
    return () => {
      live = false;
    };
  }, []);

  const change = (enabled: boolean) => {
    setSaving(true);
    saveAiSharing(enabled)
      .then((data) => {
        setState({ data });
        notify(enabled ? 'AI sharing turned on' : 'AI sharing turned off', { type: 'success' });
      })
      .catch((error: Error) => notify(error.message, { type: 'error' }))
      .finally(() => setSaving(false));
  };

  const data = state.data;
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
          {state.error && <Alert severity="error">{state.error}</Alert>}
          {data && (
            <>
              <FormControlLabel
                control={
                  <Switch
                    checked={data.enabled}
                    disabled={saving}
                    onChange={(e) => change(e.target.checked)}
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
