import AddIcon from '@mui/icons-material/AddCircle';
import { useState } from 'react';
import {
  Button,
  DataTable,
  DateField,
  SearchInput,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { StaffList } from '../../components/StaffList';
import { addRejectedDomain } from '../../reports/report-api';

/** One click: the domain joins the school's whitelist (audited on the server). */
const AddDomainButton = () => {
  const record = useRecordContext();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const add = async () => {
    setBusy(true);
    try {
      notify((await addRejectedDomain(record.id)).message, { type: 'info' });
      refresh();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button label="Add to my school" disabled={busy} onClick={() => void add()}>
      <AddIcon />
    </Button>
  );
};

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
