import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { useState, type MouseEvent } from 'react';
import { Button, useDataProvider, useNotify, useRecordContext, useRedirect } from 'react-admin';
import type { AdminDataProvider } from '../../providers/dataProvider';

/**
 * Copies the question through POST /questions/:id/copy and opens the copy
 * (docs/product/coordinators.md, "Admins only").
 */
export const CopyQuestionButton = () => {
  const record = useRecordContext();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const redirect = useRedirect();
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  const copy = async () => {
    setBusy(true);
    try {
      const { data } = await dataProvider.copyQuestion(record.id);
      notify(`Question copied as number ${String(data.question_number)}.`, { type: 'success' });
      redirect('edit', 'questions', data.id);
    } catch (error) {
      notify((error as Error).message || 'Failed to copy the question.', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      label="Copy"
      disabled={busy}
      onClick={(event: MouseEvent) => {
        event.stopPropagation(); // a click in a list row must not open the row
        void copy();
      }}
    >
      <ContentCopyIcon />
    </Button>
  );
};
