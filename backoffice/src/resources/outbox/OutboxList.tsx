import { Chip } from '@mui/material';
import { DataTable, DateField, SelectInput, TextInput } from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { StaffList } from '../../components/StaffList';

/** Delivery state; a failed mail says whether another attempt is planned. */
const MailState = ({ record }: { record: { status?: unknown; next_attempt_at?: unknown } }) => {
  if (record.status === 'failed') {
    const label = record.next_attempt_at ? 'Failed, will retry' : 'Failed';
    return <Chip size="small" color="error" label={label} />;
  }
  if (record.status === 'sent') return <Chip size="small" color="success" label="Sent" />;
  return <Chip size="small" label="Queued" />;
};

const outboxFilters = [
  <TextInput key="q" source="q" label="Search" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    label="State"
    alwaysOn
    choices={[
      { id: 'failed', name: 'Failed' },
      { id: 'pending', name: 'Queued' },
      { id: 'sent', name: 'Sent' },
    ]}
  />,
];

export const OutboxList = () => (
  <StaffList
    what="mail outbox"
    sort={{ field: 'created_at', order: 'DESC' }}
    filters={outboxFilters}
    actions={<ListActions />}
    exporter={false}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="created_at" label="Written">
        <DateField source="created_at" showTime />
      </DataTable.Col>
      <DataTable.Col source="to_address" label="To" />
      <DataTable.Col source="subject" label="Subject" />
      <DataTable.Col label="State" disableSort render={(record) => <MailState record={record} />} />
    </DataTable>
  </StaffList>
);
