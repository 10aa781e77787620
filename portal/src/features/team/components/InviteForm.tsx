import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  normaliseEmail,
  TEAM_EMAIL_INVALID,
  TEAM_EMAIL_INVALID_LIVE,
  TEAM_FIRST_INVITE_CONFIRM,
  TEAM_INVITE_ATTEMPTS,
  TEAM_INVITE_SELF,
  TEAM_SELECT_SUBJECT,
  validateInviteEmail,
} from '@aspire/domain';
import { useState } from 'react';

type InviteFormProps = {
  subjects: string[];
  /** the task's subject, once the first invitation locked it */
  lockedSubject: string | null;
  ownEmail: string | null;
  /** why inviting is not possible now (a restriction with its date, or the invitee role) */
  blocked: string | null;
  attempts: number | null;
  busy: boolean;
  onInvite: (email: string, subject: string) => Promise<boolean>;
  onError: (text: string) => void;
};

/**
 * The invite form (docs/product/dashboard.md, "Team Challenge invitations"): subject, friend's
 * email, "Invite!" and the attempt counter.
 */
export function InviteForm(props: InviteFormProps) {
  const { subjects, lockedSubject, ownEmail, blocked, attempts, busy, onInvite, onError } = props;
  const [subject, setSubject] = useState(lockedSubject ?? '');
  const [email, setEmail] = useState('');
  const live = email && validateInviteEmail(email.trim()) ? TEAM_EMAIL_INVALID_LIVE : '';
  const chosen = lockedSubject ?? subject;

  // Every check comes before the first invitation's confirmation (docs/product/dashboard.md).
  const submit = async () => {
    const address = normaliseEmail(email);
    if (blocked) return onError(blocked);
    if (!chosen) return onError(TEAM_SELECT_SUBJECT);
    if (validateInviteEmail(address)) return onError(TEAM_EMAIL_INVALID);
    if (ownEmail && address === normaliseEmail(ownEmail)) return onError(TEAM_INVITE_SELF);
    if (!lockedSubject && !window.confirm(TEAM_FIRST_INVITE_CONFIRM)) return;
    if (await onInvite(address, chosen)) setEmail('');
  };

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ alignItems: { md: 'flex-start' } }}
    >
      <FormControl size="small" sx={{ minWidth: { xs: 0, sm: 220 } }}>
        <InputLabel id="team-subject-label">Subject</InputLabel>
        <Select
          labelId="team-subject-label"
          label="Subject"
          value={chosen}
          disabled={!!lockedSubject}
          onChange={(e) => setSubject(e.target.value)}
        >
          {subjects.map((s) => (
            <MenuItem key={s} value={s}>
              {s}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <TextField
        size="small"
        label="Friend's email"
        type="email"
        value={email}
        error={!!live}
        helperText={live || ' '}
        onChange={(e) => setEmail(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 254 } }}
      />
      <Button
        variant="contained"
        disabled={busy || !!blocked}
        aria-describedby={blocked ? 'team-invite-blocked' : undefined}
        onClick={() => void submit()}
      >
        Invite!
      </Button>
      {blocked && (
        <Typography id="team-invite-blocked" variant="body2" color="text.secondary">
          {blocked}
        </Typography>
      )}
      {attempts !== null && (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }}>
          Invitation attempts: {attempts}/{TEAM_INVITE_ATTEMPTS.max}
        </Typography>
      )}
    </Stack>
  );
}
