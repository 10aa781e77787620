import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useSanitisedState } from '../../../lib/use-sanitised-state';
import type { AccountNotice } from '../hooks/use-account-flow';
import {
  ACTION_DESCRIPTIONS,
  ACTION_INPUT_LABELS,
  type AccountAction,
} from '../lib/account-actions';
import { liveEmailHint } from '../lib/validate-action';
import { AccountNoticeLine } from './AccountNoticeLine';

type ActionDetailsFormProps = {
  action: AccountAction;
  notice: AccountNotice | null;
  busy: boolean;
  onBack: () => void;
  onSubmit: (value: string, password: string) => void;
};

/**
 * The chosen action's input (if any) and the password that authorises it
 * (docs/product/dashboard.md).
 */
export function ActionDetailsForm({
  action,
  notice,
  busy,
  onBack,
  onSubmit,
}: ActionDetailsFormProps) {
  const [value, setValue] = useSanitisedState('');
  const [password, setPassword] = useState('');
  const inputLabel = ACTION_INPUT_LABELS[action];
  const isEmail = action === 'invite' || action === 'email';
  const hint = isEmail ? liveEmailHint(value) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value, password);
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogContent>
        <DialogContentText>{ACTION_DESCRIPTIONS[action]}</DialogContentText>
        {inputLabel && (
          <TextField
            label={inputLabel}
            type={isEmail ? 'email' : 'text'}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            autoComplete={isEmail ? 'email' : 'username'}
            autoFocus
            fullWidth
            margin="normal"
            error={Boolean(hint)}
            helperText={hint ?? undefined}
          />
        )}
        <TextField
          label="Password"
          type="password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          autoFocus={!inputLabel}
          fullWidth
          margin="normal"
        />
        <AccountNoticeLine notice={notice} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onBack}>Back</Button>
        <Button
          type="submit"
          variant="contained"
          color={action === 'delete' ? 'error' : 'primary'}
          disabled={busy}
        >
          Continue
        </Button>
      </DialogActions>
    </form>
  );
}
