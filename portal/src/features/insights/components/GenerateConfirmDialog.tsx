import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { formatDate } from '../../../lib/format-date';
import { nextGenerationDate } from '../lib/insights-lock';

type GenerateConfirmDialogProps = {
  open: boolean;
  isAdmin: boolean;
  onCancel: () => void;
  onConfirm: () => void;
};

/**
 * Warns of the 6-month restriction and shows the date it would be lifted
 * (docs/product/dashboard.md).
 */
export function GenerateConfirmDialog({
  open,
  isAdmin,
  onCancel,
  onConfirm,
}: GenerateConfirmDialogProps) {
  const liftDate = formatDate(nextGenerationDate(new Date()));
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="generate-insights-title" maxWidth="xs">
      <DialogTitle id="generate-insights-title">Generate Insights?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          Insights can be generated once every 6 months. If you generate them now, you can generate
          new insights again on {liftDate}.
        </DialogContentText>
        {isAdmin && (
          <DialogContentText sx={{ mt: 1 }}>
            As an admin you are not restricted and can generate again at any time.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm}>
          Generate
        </Button>
      </DialogActions>
    </Dialog>
  );
}
