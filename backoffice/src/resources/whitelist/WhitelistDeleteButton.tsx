import DeleteIcon from '@mui/icons-material/Delete';
import { whitelistConfirmDeletion, whitelistDeleteFailed, whitelistRemoved } from '@aspire/domain';
import { useState, type MouseEvent } from 'react';
import {
  Button,
  Confirm,
  useCanAccess,
  useDelete,
  useNotify,
  useRecordContext,
  useResourceContext,
} from 'react-admin';

/**
 * Delete with the whitelist manager's dialog (docs/product/coordinators.md, "The whitelist"):
 * "Confirm Deletion", "Are you sure you want to remove X from the whitelist?", Cancel and Delete,
 * then the toast.
 */
export const WhitelistDeleteButton = () => {
  const record = useRecordContext();
  const resource = useResourceContext() ?? 'whitelist';
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const [open, setOpen] = useState(false);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  if (!record || !canAccess) return null;
  const value = String(record.value ?? '');

  const confirm = () =>
    deleteOne(
      resource,
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          setOpen(false);
          notify(whitelistRemoved(value), { type: 'success' });
        },
        onError: (error) => {
          setOpen(false);
          notify(whitelistDeleteFailed((error as Error)?.message), { type: 'error' });
        },
      },
    );

  return (
    <>
      <Button
        label="Delete"
        color="error"
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          setOpen(true);
        }}
      >
        <DeleteIcon />
      </Button>
      <Confirm
        isOpen={open}
        loading={isPending}
        title="Confirm Deletion"
        content={whitelistConfirmDeletion(value)}
        cancel="Cancel"
        confirm="Delete"
        confirmColor="warning"
        onConfirm={() => void confirm()}
        onClose={() => setOpen(false)}
      />
    </>
  );
};
