import LockOpenIcon from '@mui/icons-material/LockOpen';
import MailIcon from '@mui/icons-material/MarkEmailUnread';
import { useRecordContext } from 'react-admin';
import { UserActionButton } from './UserActionButton';
import { isLocked } from './user-form';

/** Unlock (while the account is locked) and Resend verification (while it is not verified). */
export const UserActions = () => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <>
      <UserActionButton
        action="unlock"
        label="Unlock"
        icon={<LockOpenIcon />}
        doneMessage="Account unlocked."
        disabled={!isLocked(record)}
      />
      <UserActionButton
        action="resend-verification"
        label="Resend verification"
        icon={<MailIcon />}
        doneMessage="Verification email sent."
        disabled={Boolean(record.verified)}
      />
    </>
  );
};
