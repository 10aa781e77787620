import { DataTable, DateField, FunctionField, useCanAccess } from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { StaffList } from '../../components/StaffList';
import { joinDomains, providerName } from './school-sso-form';

/** Every school's sign-in settings (an admin), or the coordinator's own school's, read-only. */
export const SchoolSsoList = () => {
  const { canAccess: canEdit } = useCanAccess({ resource: 'school-sso', action: 'edit' });
  return (
    <StaffList
      what="school sign-in settings"
      sort={{ field: 'school_name', order: 'ASC' }}
      actions={<ListActions create={canEdit} createLabel="New school sign-in" />}
      exporter={false}
    >
      <DataTable rowClick={canEdit ? 'edit' : false} bulkActionButtons={false}>
        <DataTable.Col source="school_name" label="School" />
        <DataTable.Col source="provider" label="Provider">
          <FunctionField render={(r: { provider?: unknown }) => providerName(r.provider)} />
        </DataTable.Col>
        <DataTable.Col source="client_id" label="Client id" disableSort />
        <DataTable.Col source="has_secret" label="Secret" disableSort>
          <FunctionField
            render={(r: { has_secret?: unknown }) => (r.has_secret ? 'Stored' : 'Missing')}
          />
        </DataTable.Col>
        <DataTable.Col source="allowed_domains" label="Allowed domains" disableSort>
          <FunctionField
            render={(r: { allowed_domains?: unknown }) => joinDomains(r.allowed_domains)}
          />
        </DataTable.Col>
        <DataTable.Col source="enabled" label="Status" disableSort>
          <FunctionField render={(r: { enabled?: unknown }) => (r.enabled ? 'On' : 'Off')} />
        </DataTable.Col>
        <DataTable.Col source="updated_at" label="Updated" disableSort>
          <DateField source="updated_at" />
        </DataTable.Col>
      </DataTable>
    </StaffList>
  );
};
