import { ROSTER_STATE_LABELS, ROSTER_STATES, type RosterState } from '@aspire/domain';
import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  ColumnsButton,
  DataTable,
  DateField,
  FilterButton,
  NumberInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { WordedTopToolbar } from '../../components/WordedButtons';
import { ExportCsvButton } from '../../components/ExportCsvButton';
import { StaffList } from '../../components/StaffList';
import { InviteUnregisteredButton } from './InviteUnregisteredButton';
import { ResendUnverifiedButton } from './ResendUnverifiedButton';
import { RosterImportButton } from './RosterImportButton';
import { studentLink, type StudentRow } from './student-row';

export const STATUS_CHOICES = [
  { id: 'unverified', name: 'Not verified for N+ days' },
  { id: 'started_not_finished', name: 'Started but not finished' },
  { id: 'finished_all', name: 'Finished everything' },
];

export const STATE_CHOICES = ROSTER_STATES.map((id) => ({ id, name: ROSTER_STATE_LABELS[id] }));

const SOURCE_CHOICES = [
  { id: true, name: 'On the roster' },
  { id: false, name: 'Domain sign-up' },
];

const filters = [
  <SearchInput key="q" source="q" placeholder="Search email or username..." alwaysOn />,
  <SelectInput key="state" source="state" label="Account" choices={STATE_CHOICES} alwaysOn />,
  <SelectInput key="status" source="status" label="Progress" choices={STATUS_CHOICES} alwaysOn />,
  <NumberInput key="days" source="unverified_days" label="Days unverified" min={0} max={365} />,
  <TextInput key="year" source="year_group" label="Year group" />,
  <TextInput key="class" source="class_name" label="Class" />,
  <SelectInput key="rostered" source="rostered" label="Came in by" choices={SOURCE_CHOICES} />,
];

const STATE_COLORS: Record<RosterState, 'default' | 'warning' | 'success'> = {
  not_registered: 'default',
  not_verified: 'warning',
  active: 'success',
};

/** The account's state in words, coloured as a hint only (the words carry it). */
export const StateChip = () => {
  const record = useRecordContext<StudentRow>();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={STATE_COLORS[record.state]}
      label={ROSTER_STATE_LABELS[record.state]}
    />
  );
};

const dateCol = (source: string, label: string) => (
  <DataTable.Col key={source} source={source} label={label} disableSort>
    <DateField source={source} emptyText="—" />
  </DataTable.Col>
);

// Read by the column chooser: the dates a head of year rarely needs start hidden, so the
// table fits a 1280-pixel screen without scrolling sideways.
const HIDDEN_COLUMNS = ['registered_at', 'verified_at', 'part_iii_completed_at'];

const StudentActions = () => (
  <WordedTopToolbar>
    <FilterButton />
    <ColumnsButton />
    <InviteUnregisteredButton />
    <ResendUnverifiedButton />
    <RosterImportButton />
    <ExportCsvButton />
  </WordedTopToolbar>
);

/** On a phone: one card per student, no table to scroll sideways. */
const PhoneList = () => (
  <SimpleList<StudentRow>
    primaryText={(r) => r.username ?? r.email}
    secondaryText={(r) => `${ROSTER_STATE_LABELS[r.state]} · ${r.email}`}
    tertiaryText={(r) => [r.year_group, r.class_name].filter(Boolean).join(' ')}
    rowClick={(_id, _resource, r) => (studentLink(r as StudentRow) ? 'show' : false)}
  />
);

/**
 * The school's roster (docs/product/coordinators.md, "Students"): every rostered address with
 * its account's state, the students a domain admitted, their progress as dates (no answers, no
 * scores), and the actions that chase them.
 */
export const StudentList = () => {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <StaffList
      what="students"
      sort={{ field: 'registered_at', order: 'DESC' }}
      filters={filters}
      actions={<StudentActions />}
      exporter={false}
    >
      {phone ? (
        <PhoneList />
      ) : (
        <DataTable
          bulkActionButtons={false}
          hiddenColumns={HIDDEN_COLUMNS}
          rowClick={(_id, _resource, record) =>
            studentLink(record as StudentRow) ? 'show' : false
          }
          sx={{ '& td': { overflowWrap: 'anywhere' } }}
        >
          <DataTable.Col source="username" label="Name" />
          <DataTable.Col source="email" label="Email" />
          <DataTable.Col source="state" label="Account">
            <StateChip />
          </DataTable.Col>
          <DataTable.Col source="year_group" label="Year group" />
          <DataTable.Col source="class_name" label="Class" />
          <DataTable.Col source="registered_at" label="Registered">
            <DateField source="registered_at" emptyText="—" />
          </DataTable.Col>
          <DataTable.Col source="verified_at" label="Verified">
            <DateField source="verified_at" emptyText="—" />
          </DataTable.Col>
          {dateCol('last_active_at', 'Last active')}
          {dateCol('futureready_completed_at', 'FutureReady')}
          {dateCol('uniready_completed_at', 'UniReady')}
          {dateCol('part_iii_completed_at', 'Part III')}
          {dateCol('studystyle_completed_at', 'StudyStyle')}
        </DataTable>
      )}
    </StaffList>
  );
};
