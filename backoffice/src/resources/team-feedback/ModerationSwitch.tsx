import { FormControlLabel, Switch, Typography } from '@mui/material';
import { useGetIdentity, useGetOne, useNotify, useUpdate } from 'react-admin';

/**
 * The school's choice to read AI team feedback before its teams (off by default, audited). A
 * coordinator changes their own school's; through the data provider (resource
 * `team-feedback-settings`, the record's id is the school's).
 */
export const ModerationSwitch = () => {
  const notify = useNotify();
  const { identity } = useGetIdentity();
  const schoolId = (identity as { schoolId?: number | null } | undefined)?.schoolId ?? null;
  const setting = useGetOne(
    'team-feedback-settings',
    { id: schoolId ?? 0 },
    { enabled: schoolId !== null },
  );
  const [update, { isPending }] = useUpdate();
  if (schoolId === null) {
    return (
      <Typography variant="body2" color="text.secondary">
        Each school's coordinator turns checking on for their school.
      </Typography>
    );
  }
  const moderated = setting.data?.moderated === true;
  const change = (next: boolean) =>
    void update(
      'team-feedback-settings',
      { id: schoolId, data: { moderated: next }, previousData: setting.data },
      {
        mutationMode: 'pessimistic',
        onSuccess: () =>
          notify(
            next ? 'Team feedback is now checked first' : 'Team feedback goes straight to teams',
            {
              type: 'success',
            },
          ),
        onError: (error) => notify((error as Error).message, { type: 'error' }),
      },
    );
  return (
    <FormControlLabel
      control={
        <Switch
          checked={moderated}
          disabled={setting.isPending || isPending}
          onChange={(e) => change(e.target.checked)}
        />
      }
      label="Read AI feedback on our Team Challenges before the team sees it"
    />
  );
};
