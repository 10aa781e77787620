import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess, useRefresh } from 'react-admin';
import { importRoster, type RosterResult } from '../../reports/report-api';

/** "Import roster": a CSV of e-mail, year group, class → whitelist entries and groups. */
export const RosterImportButton = () => {
  const [open, setOpen] = useState(false);
  const [result, setResult] = useState<RosterResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const refresh = useRefresh();
  const { canAccess } = useCanAccess({ resource: 'students', action: 'import' });
  if (!canAccess) return null;

  const upload = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    try {
      setResult(await importRoster(await file.text()));
      refresh();
    } catch (e) {
      setError((e as Error).message);
    }
  };

  return (
    <>
      <Button label="Import roster" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Import a roster</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            A CSV with the columns email, year_group, class_name (the last two may be empty).
          </Typography>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="Roster CSV"
            onChange={(e) => void upload(e.target.files?.[0])}
          />
          {error && <Alert severity="error">{error}</Alert>}
          {result && (
            <Alert severity="info" sx={{ mt: 2 }} data-testid="roster-result">
              Added {result.added}, already present {result.already_present}, students updated{' '}
              {result.students_updated}, refused {result.rejected.length}.
              {result.rejected.map((r) => (
                <div key={r.line}>
                  Line {r.line} ({r.value}): {r.reason}
                </div>
              ))}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Close</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
