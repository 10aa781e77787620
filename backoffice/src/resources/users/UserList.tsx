import { Chip } from '@mui/material';
import {
  BooleanField,
  DataTable,
  DateField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useCanAccess,
} from 'react-admin';
import { dropsWideOnlyOnPhones, WIDE_ONLY } from '../../components/phone-columns';
import { ListActions } from '../../components/ListActions';
import { isLocked, ROLE_CHOICES, roleLabel, VERIFIED_CHOICES } from './user-form';
import { StaffList } from '../../components/StaffList';
import { InviteStaffButton } from './InviteStaffButton';

/** Long e-mails and usernames (up to 50 characters, no spaces) wrap instead of widening the table. */
const wrapping = () =>
  ({ overflowWrap: 'anywhere', wordBreak: 'break-word', maxWidth: 260 }) as const;

const filtersFor = (withSchools: boolean) => [
  <SearchInput key="q" source="q" placeholder="Search email or username..." alwaysOn />,
  <SelectInput key="role" source="role" label="Role" choices={ROLE_CHOICES} alwaysOn />,
  <SelectInput
    key="verified"
    source="verified"
    label="Verification"
    choices={VERIFIED_CHOICES}
    alwaysOn
  />,
  ...(withSchools
    ? [
        <ReferenceInput key="school_id" source="school_id" reference="schools" alwaysOn>
          <SelectInput label="School" optionText="name" emptyText="All schools" />
        </ReferenceInput>,
      ]
    : []),
];

export const UserList = () => {
  const { canAccess: withSchools = false } = useCanAccess({
    resource: 'users.school',
    action: 'list',
  });
  return (
    <StaffList
      what="users"
      sort={{ field: 'created_at', order: 'DESC' }}
      filters={filtersFor(withSchools)}
      actions={
        <ListActions>
          <InviteStaffButton />
        </ListActions>
      }
      exporter={false}
    >
      <DataTable rowClick="edit" bulkActionButtons={false} sx={dropsWideOnlyOnPhones}>
        <DataTable.Col source="email" label="Email" cellSx={wrapping} />
        <DataTable.Col source="username" label="Username" cellSx={wrapping} className={WIDE_ONLY} />
        <DataTable.Col source="role" label="Role" render={(record) => roleLabel(record.role)} />
        <DataTable.Col source="school_name" label="School" disableSort className={WIDE_ONLY} />
        <DataTable.Col source="verified" label="Verified" className={WIDE_ONLY}>
          <BooleanField source="verified" />
        </DataTable.Col>
        <DataTable.Col
          source="locked_until"
          label="Lock"
          disableSort
          render={(record) =>
            isLocked(record) ? <Chip size="small" color="warning" label="Locked" /> : null
          }
        />
        <DataTable.Col source="created_at" label="Registered" className={WIDE_ONLY}>
          <DateField source="created_at" />
        </DataTable.Col>
      </DataTable>
    </StaffList>
  );
};
