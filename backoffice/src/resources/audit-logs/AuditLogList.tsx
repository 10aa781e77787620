import { DataTable, DateField, DateInput, SelectInput, TextInput } from 'react-admin';
import { dropsWideOnlyOnPhones, WIDE_ONLY } from '../../components/phone-columns';
import { ListActions } from '../../components/ListActions';
import { auditActionLabel, auditResourceLabel } from '@aspire/domain';
import {
  AUDIT_ACTION_CHOICES,
  AUDIT_RESOURCE_CHOICES,
  dayOf,
  endOfDay,
  startOfDay,
} from './audit-filters';
import { StaffList } from '../../components/StaffList';

const auditFilters = [
  <TextInput key="actor_email" source="actor_email" label="Actor" alwaysOn />,
  <SelectInput
    key="resource"
    source="resource"
    label="Resource"
    choices={AUDIT_RESOURCE_CHOICES}
    alwaysOn
  />,
  <SelectInput
    key="action"
    source="action"
    label="Action"
    choices={AUDIT_ACTION_CHOICES}
    alwaysOn
  />,
  <DateInput
    key="at_gte"
    source="at_gte"
    label="From"
    parse={startOfDay}
    format={dayOf}
    alwaysOn
  />,
  <DateInput key="at_lte" source="at_lte" label="To" parse={endOfDay} format={dayOf} alwaysOn />,
];

/** The audit trail, newest first; read-only. */
export const AuditLogList = () => (
  <StaffList
    what="audit log"
    sort={{ field: 'at', order: 'DESC' }}
    filters={auditFilters}
    actions={<ListActions />}
    exporter={false}
    perPage={25}
  >
    <DataTable rowClick="show" bulkActionButtons={false} sx={dropsWideOnlyOnPhones}>
      <DataTable.Col source="at" label="When">
        <DateField source="at" showTime />
      </DataTable.Col>
      <DataTable.Col source="actor_email" label="Actor" />
      <DataTable.Col
        source="action"
        label="Action"
        render={(record) => auditActionLabel(record.action)}
      />
      <DataTable.Col
        source="resource"
        className={WIDE_ONLY}
        label="Resource"
        render={(record) => auditResourceLabel(record.resource)}
      />
      <DataTable.Col source="resource_id" label="Record" className={WIDE_ONLY} />
      <DataTable.Col source="ip" label="IP" className={WIDE_ONLY} />
    </DataTable>
  </StaffList>
);
