// The back-office's signed-out password pages (docs/product/access.md, "Resetting a password",
// "Staff accounts"): Forgot password, the reset link's page and the invitation link's page. They
// sit outside react-admin's layout, so they open without a session.
import {
  FORGOT_FAILED,
  PASSWORDS_DO_NOT_MATCH,
  RESET_LINK_INCOMPLETE,
  STAFF_INVITATION_INVALID,
  passwordRequirements,
  validateEmail,
  validatePassword,
} from '@aspire/domain';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import {
  Box,
  Button,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useLocation } from 'react-admin';
import { PasswordCard, Said, SignInLink, useOutcome } from './PasswordCard';
import { acceptInvitation, requestReset, resetPassword, type PasswordLink } from './password-api';

/** "Forgot password?": the portal's request, its answer whatever the address. */
export const ForgotPasswordPage = () => {
  const [email, setEmail] = useState('');
  const { outcome, busy, refuse, send } = useOutcome();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = validateEmail(email.trim());
    if (problem) return refuse(problem);
    await send(() => requestReset(email.trim()), FORGOT_FAILED);
  };
  return (
    <PasswordCard title="Forgot password">
      <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
        <Typography variant="body2" sx={{ mb: 2 }}>
          Type the address you sign in with. If it has an account, we e-mail it a link to choose a
          new password.
        </Typography>
        <TextField
          label="Email"
          type="email"
          autoComplete="username"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          fullWidth
          required
          sx={{ mb: 2 }}
        />
        <Button type="submit" variant="contained" disabled={busy} fullWidth sx={{ mb: 2 }}>
          Send reset link
        </Button>
        <Said outcome={outcome} />
      </Box>
      <SignInLink />
    </PasswordCard>
  );
};

const Requirements = ({ password }: { password: string }) => (
  <List dense disablePadding aria-label="Password requirements" sx={{ mb: 1 }}>
    {passwordRequirements(password).map(({ label, met }) => (
      <ListItem key={label} disableGutters sx={{ py: 0 }}>
        <ListItemIcon sx={{ minWidth: 28 }}>
          {met ? (
            <CheckIcon fontSize="small" color="success" titleAccess="met" />
          ) : (
            <CloseIcon fontSize="small" color="disabled" titleAccess="not met" />
          )}
        </ListItemIcon>
        <ListItemText primary={label} />
      </ListItem>
    ))}
  </List>
);

const NewPasswordField = (props: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) => (
  <TextField
    label={props.label}
    type="password"
    autoComplete="new-password"
    value={props.value}
    onChange={(e) => props.onChange(e.target.value)}
    fullWidth
    required
    sx={{ mb: 1.5 }}
  />
);

type LinkPageProps = {
  title: string;
  intro: string;
  incomplete: string;
  submitLabel: string;
  save: (link: PasswordLink) => Promise<string>;
};

/** A page opened from an e-mailed link (`?token=…&email=…`): the new password, twice. */
const PasswordLinkPage = ({ title, intro, incomplete, submitLabel, save }: LinkPageProps) => {
  const query = new URLSearchParams(useLocation().search);
  const token = query.get('token') ?? '';
  const email = query.get('email') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { outcome, busy, refuse, send } = useOutcome();
  if (!token || !email) {
    return (
      <PasswordCard title={title}>
        <Said outcome={{ ok: false, text: incomplete }} />
        <SignInLink />
      </PasswordCard>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem =
      validatePassword(password) ?? (password === confirm ? null : PASSWORDS_DO_NOT_MATCH);
    if (problem) return refuse(problem);
    await send(() => save({ email, token, newPassword: password }));
  };
  const done = outcome?.ok === true;
  return (
    <PasswordCard title={title}>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {intro} <strong>{email}</strong>
      </Typography>
      {!done && (
        <Box component="form" onSubmit={(e) => void submit(e)} noValidate>
          <NewPasswordField label="New password" value={password} onChange={setPassword} />
          <Requirements password={password} />
          <NewPasswordField label="Confirm password" value={confirm} onChange={setConfirm} />
          <Button type="submit" variant="contained" disabled={busy} fullWidth sx={{ mb: 2 }}>
            {submitLabel}
          </Button>
        </Box>
      )}
      <Said outcome={outcome} />
      <SignInLink />
    </PasswordCard>
  );
};

/** The invitation mail's link: the invitee's first password. */
export const SetPasswordPage = () => (
  <PasswordLinkPage
    title="Set your password"
    intro="Choose the password for your staff account"
    incomplete={STAFF_INVITATION_INVALID}
    submitLabel="Set password"
    save={acceptInvitation}
  />
);

/** A staff member's reset link (the portal's reset, opened in the back-office). */
export const ResetPasswordPage = () => (
  <PasswordLinkPage
    title="Choose a new password"
    intro="A new password for"
    incomplete={RESET_LINK_INCOMPLETE}
    submitLabel="Reset password"
    save={resetPassword}
  />
);
