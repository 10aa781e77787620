import {
  DateField,
  Labeled,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { Box } from '@mui/material';

/**
 * The HTML part in a sandboxed frame: no scripts, no same-origin access, so a mail's markup can
 * never reach the back-office's token.
 */
const HtmlBody = () => {
  const record = useRecordContext();
  if (!record?.html_body) return null;
  return (
    <Labeled label="HTML body" fullWidth>
      <Box
        component="iframe"
        title="HTML body"
        sandbox=""
        srcDoc={String(record.html_body)}
        sx={{ width: '100%', minHeight: 360, border: 1, borderColor: 'divider' }}
      />
    </Labeled>
  );
};

export const OutboxShow = () => (
  <Show>
    <SimpleShowLayout>
      <TextField source="to_address" label="To" />
      <TextField source="subject" label="Subject" />
      <DateField source="created_at" label="Written" showTime />
      <DateField source="sent_at" label="Sent" showTime emptyText="Not sent" />
      <TextField source="error" label="Error" emptyText="—" />
      <TextField source="attempts" label="Delivery attempts" />
      <DateField source="next_attempt_at" label="Next attempt" showTime emptyText="None planned" />
      <TextField
        source="text_body"
        label="Text body"
        emptyText="—"
        sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace' }}
      />
      <HtmlBody />
    </SimpleShowLayout>
  </Show>
);
