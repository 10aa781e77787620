import {
  SHARE_DISPLAY_NAME_MAX,
  SHARE_EXPIRY_DEFAULT_DAYS,
  SHARE_EXPIRY_INVALID,
  SHARE_EXPIRY_MAX_DAYS,
  SHAREABLE_REPORT_TITLES,
  SHAREABLE_REPORTS,
  SHAREABLE_REPORTS_INVALID,
  shareableReportList,
  validateShareExpiry,
  type ShareableReport,
} from '@aspire/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../api/api-client';
import { useCreateShareLink } from '../api/share-links';
import { SHARING_PATH, shareUrl } from '../lib/share-url';

type ShareDialogProps = {
  userId: string;
  /** The report the student was reading: ticked to begin with. */
  report: ShareableReport;
  open: boolean;
  onClose: () => void;
};

/**
 * Makes a read-only link for a parent (docs/decisions/0230-parent-links.md): which reports, how
 * many days, and a name to show if the student wants one. The link is shown once, here.
 */
export function ShareDialog({ userId, report, open, onClose }: ShareDialogProps) {
  const [reports, setReports] = useState<ShareableReport[]>([report]);
  const [days, setDays] = useState(String(SHARE_EXPIRY_DEFAULT_DAYS));
  const [name, setName] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const create = useCreateShareLink(userId);
  const link = create.data ? shareUrl(create.data.token) : null;

  const toggle = (which: ShareableReport) =>
    setReports((now) => (now.includes(which) ? now.filter((r) => r !== which) : [...now, which]));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const expiresInDays = Number(days);
    const chosen = shareableReportList(reports);
    if (!chosen) return setInvalid(SHAREABLE_REPORTS_INVALID);
    if (validateShareExpiry(expiresInDays)) return setInvalid(SHARE_EXPIRY_INVALID);
    setInvalid(null);
    create.mutate({
      reports: chosen,
      expiresInDays,
      ...(name.trim() ? { displayName: name.trim() } : {}),
    });
  };

  const close = () => {
    create.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby="share-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id="share-dialog-title">Share with a parent</DialogTitle>
      {link ? (
        <DialogContent>
          <Typography gutterBottom>
            Anyone with this link can read the reports you chose until it expires or you revoke it.
            You can see each time it is opened on your{' '}
            <Link component={RouterLink} to={SHARING_PATH} onClick={close}>
              Sharing page
            </Link>
            .
          </Typography>
          <TextField
            label="Link to share"
            value={link}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link-url' } }}
            onFocus={(e) => e.target.select()}
          />
          <DialogActions sx={{ px: 0 }}>
            <Button onClick={() => void navigator.clipboard?.writeText(link)}>Copy link</Button>
            <Button variant="contained" onClick={close}>
              Done
            </Button>
          </DialogActions>
        </DialogContent>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <FormLabel component="legend">Reports to share</FormLabel>
            <FormGroup sx={{ mb: 2 }}>
              {SHAREABLE_REPORTS.map((which) => (
                <FormControlLabel
                  key={which}
                  control={
                    <Checkbox checked={reports.includes(which)} onChange={() => toggle(which)} />
                  }
                  label={SHAREABLE_REPORT_TITLES[which]}
                />
              ))}
            </FormGroup>
            <TextField
              label="Days until the link stops working"
              type="number"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              helperText={`1 to ${SHARE_EXPIRY_MAX_DAYS} days`}
              slotProps={{ htmlInput: { min: 1, max: SHARE_EXPIRY_MAX_DAYS, step: 1 } }}
              sx={{ mb: 2 }}
              fullWidth
            />
            <TextField
              label="Name to show (optional)"
              value={name}
              onChange={(e) => setName(e.target.value)}
              helperText="Left empty, the shared page shows no name."
              slotProps={{ htmlInput: { maxLength: SHARE_DISPLAY_NAME_MAX } }}
              fullWidth
            />
            {(invalid || create.isError) && (
              <Alert severity="error" sx={{ mt: 2 }}>
                {invalid ?? errorMessage(create.error, 'The link could not be made.')}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" disabled={create.isPending}>
              Create link
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
