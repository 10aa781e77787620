import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { AdviserSharing } from './AdviserSharing';

export type AdviserSharingDialogProps = { open: boolean; onClose: () => void; userId: string };

const TITLE_ID = 'adviser-sharing-title';

/** The sharing control in a dialog, opened from the dashboard's account menu. */
export function AdviserSharingDialog({ open, onClose, userId }: AdviserSharingDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={TITLE_ID} fullWidth maxWidth="sm">
      <DialogTitle id={TITLE_ID}>Share with my school&apos;s careers advisers</DialogTitle>
      <DialogContent>{open && <AdviserSharing userId={userId} />}</DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
