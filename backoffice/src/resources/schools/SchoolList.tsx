import { DataTable, DateField, SearchInput } from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { StaffList } from '../../components/StaffList';

const schoolFilters = [<SearchInput key="q" source="q" placeholder="Search schools..." alwaysOn />];

export const SchoolList = () => (
  <StaffList
    what="schools"
    sort={{ field: 'name', order: 'ASC' }}
    filters={schoolFilters}
    actions={<ListActions create createLabel="New school" />}
    exporter={false}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" label="Name" />
      <DataTable.NumberCol source="domain_count" label="Domains" disableSort />
      <DataTable.NumberCol source="user_count" label="Users" disableSort />
      <DataTable.Col source="created_at" label="Created">
        <DateField source="created_at" />
      </DataTable.Col>
    </DataTable>
  </StaffList>
);
