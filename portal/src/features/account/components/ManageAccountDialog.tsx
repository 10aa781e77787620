import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { LiveRegion } from '../../../components/live/LiveRegion';
import { useAccountFlow } from '../hooks/use-account-flow';
import { useAccountStatus } from '../hooks/use-account-status';
import { ACTION_LABELS } from '../lib/account-actions';
import { AccountNoticeLine } from './AccountNoticeLine';
import { AccountSummary } from './AccountSummary';
import { ActionDetailsForm } from './ActionDetailsForm';
import { ActionList } from './ActionList';
import { ConfirmActionDialog } from './ConfirmActionDialog';
import { EmailVerificationDialog } from './EmailVerificationDialog';
import { LogoutEverywhere } from './LogoutEverywhere';
import { PrivacyLink } from '../../privacy';

export type ManageAccountDialogProps = {
  open: boolean;
  onClose: () => void;
  /** the signed-in user (admins may pass any user) */
  userId: string;
  /** admins are exempt from the cooldowns and the invite limit */
  isAdmin: boolean;
};

/**
 * The Manage Account modal (docs/product/dashboard.md); its state starts afresh each time it opens.
 */
export function ManageAccountDialog({ open, onClose, userId, isAdmin }: ManageAccountDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="manage-account-title"
      fullWidth
      maxWidth="sm"
    >
      {open && <ManageAccount onClose={onClose} userId={userId} isAdmin={isAdmin} />}
    </Dialog>
  );
}

function ManageAccount({ onClose, userId, isAdmin }: Omit<ManageAccountDialogProps, 'open'>) {
  const flow = useAccountFlow(userId);
  const status = useAccountStatus(userId, isAdmin);
  return (
    <>
      {/* Saves and completed actions are said politely from a region that stays put
          while the dialog switches between its views. */}
      <LiveRegion
        text={flow.notice && flow.notice.severity !== 'error' ? flow.notice.text : ''}
        testId="account-announcer"
      />
      <DialogTitle id="manage-account-title">
        {flow.action ? ACTION_LABELS[flow.action] : 'Manage Account'}
      </DialogTitle>
      {flow.action ? (
        <ActionDetailsForm
          key={flow.action}
          action={flow.action}
          notice={flow.notice}
          busy={flow.checking || flow.performing}
          onBack={() => flow.choose(null)}
          onSubmit={(value, password) => void flow.submitDetails(value, password)}
        />
      ) : (
        <>
          <DialogContent>
            <AccountSummary userId={userId} />
            <AccountNoticeLine notice={flow.notice} />
            <ActionList status={status} onChoose={flow.choose} />
            <PrivacyLink />
          </DialogContent>
          <DialogActions sx={{ justifyContent: 'space-between' }}>
            <LogoutEverywhere />
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
      <ConfirmActionDialog
        action={flow.action}
        value={flow.confirming}
        isAdmin={isAdmin}
        busy={flow.performing}
        onCancel={flow.cancelConfirm}
        onConfirm={() => void flow.confirm()}
      />
      <EmailVerificationDialog email={flow.verificationEmail} onClose={flow.closeVerification} />
    </>
  );
}
