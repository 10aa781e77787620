import {
  DataTable,
  DateField,
  NumberInput,
  SearchInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { StaffList } from '../../components/StaffList';
import { ResendUnverifiedButton } from './ResendUnverifiedButton';
import { RosterImportButton } from './RosterImportButton';

export const STATUS_CHOICES = [
  { id: 'unverified', name: 'Not verified for N+ days' },
  { id: 'started_not_finished', name: 'Started but not finished' },
  { id: 'finished_all', name: 'Finished everything' },
];

const filters = [
  <SearchInput key="q" source="q" placeholder="Search email or username..." alwaysOn />,
  <SelectInput key="status" source="status" label="Status" choices={STATUS_CHOICES} alwaysOn />,
  <NumberInput key="days" source="unverified_days" label="Days unverified" min={0} max={365} />,
  <TextInput key="year" source="year_group" label="Year group" />,
  <TextInput key="class" source="class_name" label="Class" />,
];

const dateCol = (source: string, label: string) => (
  <DataTable.Col key={source} source={source} label={label} disableSort>
    <DateField source={source} emptyText="—" />
  </DataTable.Col>
);

/**
 * The school's students and their progress (no answers, no scores;
 * docs/decisions/0035-coordinator-reports-show-counts-not-children.md).
 */
export const StudentList = () => (
  <StaffList
    what="students"
    sort={{ field: 'registered_at', order: 'DESC' }}
    filters={filters}
    actions={
      <ListActions filterButton>
        <ResendUnverifiedButton />
        <RosterImportButton />
      </ListActions>
    }
    exporter={false}
  >
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="username" label="Name" />
      <DataTable.Col source="email" label="Email" />
      <DataTable.Col source="year_group" label="Year group" />
      <DataTable.Col source="class_name" label="Class" />
      <DataTable.Col source="registered_at" label="Registered">
        <DateField source="registered_at" />
      </DataTable.Col>
      <DataTable.Col source="verified_at" label="Verified">
        <DateField source="verified_at" emptyText="not verified" />
      </DataTable.Col>
      {dateCol('last_active_at', 'Last active')}
      {dateCol('futureready_completed_at', 'FutureReady')}
      {dateCol('uniready_completed_at', 'UniReady')}
      {dateCol('part_iii_completed_at', 'Part III')}
      {dateCol('studystyle_completed_at', 'StudyStyle')}
    </DataTable>
  </StaffList>
);
