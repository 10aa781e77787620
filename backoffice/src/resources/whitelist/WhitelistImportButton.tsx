import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import { useState } from 'react';
import { Button, useCanAccess } from 'react-admin';
import { WhitelistImportForm } from './WhitelistImportForm';

/** "Import CSV": a dialog that posts a chosen CSV file to /whitelist/import and sums it up. */
export const WhitelistImportButton = () => {
  const [open, setOpen] = useState(false);
  const { canAccess } = useCanAccess({ resource: 'whitelist', action: 'import' });
  if (!canAccess) return null;
  return (
    <>
      <Button label="Import CSV" onClick={() => setOpen(true)}>
        <UploadFileIcon />
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>Import whitelist entries</DialogTitle>
        <DialogContent>{open && <WhitelistImportForm />}</DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>Close</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
