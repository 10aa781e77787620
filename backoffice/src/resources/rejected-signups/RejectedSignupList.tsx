import { DataTable, DateField, SearchInput } from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { StaffList } from '../../components/StaffList';
import { AddDomainButton } from './AddDomainButton';

/** Sign-ups the whitelist refused, by domain (no addresses are kept). */
export const RejectedSignupList = () => (
  <StaffList
    what="rejected sign-ups"
    sort={{ field: 'attempts', order: 'DESC' }}
    filters={[<SearchInput key="q" source="q" placeholder="Search domain..." alwaysOn />]}
    actions={<ListActions />}
    exporter={false}
  >
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="domain" label="Domain" render={(r) => `@${r.domain}`} />
      <DataTable.Col source="attempts" label="Attempts" />
      <DataTable.Col source="last_attempt_at" label="Last attempt">
        <DateField source="last_attempt_at" showTime />
      </DataTable.Col>
      <DataTable.Col label="" disableSort>
        <AddDomainButton />
      </DataTable.Col>
    </DataTable>
  </StaffList>
);
