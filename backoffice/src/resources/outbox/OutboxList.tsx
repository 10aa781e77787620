import { Chip } from '@mui/material';
import { DataTable, DateField, List } from 'react-admin';
import { ListActions } from '../../components/ListActions';

/** Delivery state: an error wins, then sent, else still queued. */
const MailState = ({ record }: { record: { sent_at?: unknown; error?: unknown } }) => {
  if (record.error) return <Chip size="small" color="error" label="Failed" />;
  if (record.sent_at) return <Chip size="small" color="success" label="Sent" />;
  return <Chip size="small" label="Queued" />;
};

export const OutboxList = () => (
  <List sort={{ field: 'created_at', order: 'DESC' }} actions={<ListActions />} exporter={false}>
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="created_at" label="Written">
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="to_address" label="To" />
      <DataTable.Col source="subject" label="Subject" />
      <DataTable.Col label="State" disableSort render={(record) => <MailState record={record} />} />
    </DataTable>
  </List>
);
