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
      // MUI pulls the switch 11 px left of the text's edge, past the screen's edge on a phone.
      sx={{ ml: 0 }}
      control={
        <Switch
          // MUI's hit area spans the whole track, reaching further left than the switch; the
          // thumb and the label toggle it just as well.
          slotProps={{ input: { style: { left: 0, width: '100%' } } }}
          checked={moderated}
          disabled={setting.isPending || isPending}
          onChange={(e) => change(e.target.checked)}
        />
      }
      label="Read AI feedback on our Team Challenges before the team sees it"
    />
  );
};
