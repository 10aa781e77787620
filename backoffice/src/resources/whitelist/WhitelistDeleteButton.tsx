import { whitelistConfirmDeletion, whitelistDeleteFailed, whitelistRemoved } from '@aspire/domain';
import { Confirm, useDelete, useNotify, useResourceContext } from 'react-admin';
import { DeleteRecordButton, useRecordDeletion } from '../../components/DeleteRecordButton';

/**
 * Delete with the whitelist manager's dialog (docs/product/coordinators.md, "The whitelist"):
 * "Confirm Deletion", "Are you sure you want to remove X from the whitelist?", Cancel and Delete,
 * then the toast.
 */
export const WhitelistDeleteButton = () => {
  const resource = useResourceContext() ?? 'whitelist';
  const { record, open, setOpen } = useRecordDeletion(resource);
  const [deleteOne, { isPending }] = useDelete();
  const notify = useNotify();
  if (!record) return null;
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
      <DeleteRecordButton label="Delete" onClick={() => setOpen(true)} />
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
