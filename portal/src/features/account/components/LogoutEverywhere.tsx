import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '../../../api/api-client';
import { endEverySession } from '../../../session/end-session';
import { useSession } from '../../../session/session-context';
import {
  LOGOUT_EVERYWHERE,
  LOGOUT_EVERYWHERE_CONFIRM,
  logoutEverywhereFailed,
  UNKNOWN_FAILURE,
} from '../lib/messages';

/**
 * Manage Account's "Log out everywhere": after a confirmation the server ends every
 * session of the user (phones, school computers, the back-office), then this browser logs out.
 */
export function LogoutEverywhere() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const end = useMutation({ mutationFn: endEverySession, onSuccess: () => session.logout() });
  const close = () => {
    end.reset();
    setOpen(false);
  };
  return (
    <>
      <Button color="warning" onClick={() => setOpen(true)}>
        {LOGOUT_EVERYWHERE}
      </Button>
      <Dialog
        open={open}
        onClose={end.isPending ? undefined : close}
        aria-labelledby="logout-everywhere-title"
        maxWidth="xs"
      >
        <DialogTitle id="logout-everywhere-title">{LOGOUT_EVERYWHERE}</DialogTitle>
        <DialogContent>
          <DialogContentText>{LOGOUT_EVERYWHERE_CONFIRM}</DialogContentText>
          {end.isError && (
            <DialogContentText color="error" role="alert" sx={{ mt: 2 }}>
              {logoutEverywhereFailed(errorMessage(end.error, UNKNOWN_FAILURE))}
            </DialogContentText>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={end.isPending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            color="warning"
            onClick={() => end.mutate()}
            disabled={end.isPending}
          >
            {LOGOUT_EVERYWHERE}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
