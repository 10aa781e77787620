import {
  DateField,
  FunctionField,
  Labeled,
  ListButton,
  Show,
  SimpleShowLayout,
  TextField,
  useRecordContext,
} from 'react-admin';
import { WordedTopToolbar } from '../../components/WordedButtons';
import { Box } from '@mui/material';
import { auditActionLabel, auditResourceLabel } from '@aspire/domain';
import { AuditDiffTable } from './AuditDiffTable';

const AuditTitle = () => {
  const record = useRecordContext();
  return (
    <>
      Audit{' '}
      {record ? `${auditResourceLabel(record.resource)}: ${auditActionLabel(record.action)}` : ''}
    </>
  );
};

export const AuditLogShow = () => (
  <Show
    title={<AuditTitle />}
    actions={
      <WordedTopToolbar>
        <ListButton />
      </WordedTopToolbar>
    }
  >
    <SimpleShowLayout>
      <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
        <Labeled label="When">
          <DateField source="at" showTime />
        </Labeled>
        <Labeled label="Actor">
          <TextField source="actor_email" emptyText="—" />
        </Labeled>
        <Labeled label="Action">
          <FunctionField render={(record) => auditActionLabel(record.action)} />
        </Labeled>
        <Labeled label="Resource">
          <FunctionField render={(record) => auditResourceLabel(record.resource)} />
        </Labeled>
        <Labeled label="Record">
          <TextField source="resource_id" emptyText="—" />
        </Labeled>
        <Labeled label="IP">
          <TextField source="ip" emptyText="—" />
        </Labeled>
      </Box>
      <Labeled label="Changes" fullWidth>
        <AuditDiffTable />
      </Labeled>
    </SimpleShowLayout>
  </Show>
);
