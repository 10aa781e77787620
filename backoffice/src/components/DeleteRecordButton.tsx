import DeleteIcon from '@mui/icons-material/Delete';
import { useState, type MouseEvent } from 'react';
import { Button, useCanAccess, useRecordContext } from 'react-admin';
import { WordedButtons } from './WordedButtons';

/**
 * The record in context when the signed-in staff member may delete it (access rules in
 * backoffice/src/access/canAccess.ts), else undefined; and whether its confirmation is open.
 */
export function useRecordDeletion(resource: string) {
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ resource, action: 'delete', record });
  const [open, setOpen] = useState(false);
  return { record: canAccess ? record : undefined, open, setOpen };
}

/**
 * The red delete button of a record's row or page; a click on it does not open the row. Its word
 * stays on a phone: a bare bin in a row could be anything.
 */
export const DeleteRecordButton = ({ label, onClick }: { label: string; onClick: () => void }) => (
  <WordedButtons>
    <Button
      label={label}
      color="error"
      onClick={(event: MouseEvent) => {
        event.stopPropagation();
        onClick();
      }}
    >
      <DeleteIcon />
    </Button>
  </WordedButtons>
);
