import type { RosterResult } from '@aspire/domain';
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
import { Button, useCanAccess, useDataProvider, useRefresh } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';
import { RosterPreviewTable } from './RosterPreviewTable';

/** One thing at a time: the preview of a chosen file, the import's result, or an error. */
type Shown =
  | { kind: 'none' }
  | { kind: 'preview'; csv: string; result: RosterResult }
  | { kind: 'imported'; result: RosterResult }
  | { kind: 'error'; message: string };

/**
 * "Import roster": a CSV of e-mail, year group, class. Choosing the file shows what each line
 * would do (added, moved, unchanged, refused with the reason); nothing is written until
 * "Import" (docs/product/coordinators.md, "Roster import"; docs/decisions/0114).
 */
export const RosterImportButton = () => {
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<Shown>({ kind: 'none' });
  const [busy, setBusy] = useState(false);
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { canAccess } = useCanAccess({ resource: 'students', action: 'import' });
  if (!canAccess) return null;

  const run = async (work: () => Promise<Shown>) => {
    setBusy(true);
    setShown({ kind: 'none' });
    try {
      setShown(await work());
    } catch (e) {
      setShown({ kind: 'error', message: (e as Error).message });
    } finally {
      setBusy(false);
    }
  };
  const choose = (file: File | undefined) =>
    file &&
    void run(async () => {
      const csv = await file.text();
      return { kind: 'preview', csv, result: (await dataProvider.previewRoster(csv)).data };
    });
  const confirm = (csv: string) =>
    void run(async () => {
      const { data: result } = await dataProvider.importRoster(csv);
      refresh();
      return { kind: 'imported', result };
    });
  const close = () => {
    setOpen(false);
    setShown({ kind: 'none' });
  };
  const changes = (r: RosterResult) => r.added + r.moved;

  return (
    <>
      <Button label="Import roster" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="md">
        <DialogTitle>Import a roster</DialogTitle>
        <DialogContent>
          <Typography variant="body2" sx={{ mb: 2 }}>
            A CSV with the columns email, year_group, class_name (the last two may be empty).
            Choosing the file shows what each line would do; nothing changes until you import.
          </Typography>
          <input
            type="file"
            accept=".csv,text/csv"
            aria-label="Roster CSV"
            disabled={busy}
            onChange={(e) => {
              choose(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
          {shown.kind === 'error' && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {shown.message}
            </Alert>
          )}
          {shown.kind === 'preview' && (
            <RosterPreviewTable result={shown.result} caption="Roster preview" />
          )}
          {shown.kind === 'imported' && (
            <>
              <Alert severity="success" sx={{ mt: 2 }} data-testid="roster-result">
                Imported.
              </Alert>
              <RosterPreviewTable result={shown.result} caption="Roster imported" />
            </>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close}>Close</MuiButton>
          {shown.kind === 'preview' && (
            <MuiButton
              variant="contained"
              disabled={busy || changes(shown.result) === 0}
              onClick={() => confirm(shown.csv)}
            >
              Import {changes(shown.result)} {changes(shown.result) === 1 ? 'line' : 'lines'}
            </MuiButton>
          )}
        </DialogActions>
      </Dialog>
    </>
  );
};
