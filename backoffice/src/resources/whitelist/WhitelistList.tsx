import { Chip, Typography } from '@mui/material';
import {
  DataTable,
  DateField,
  ReferenceInput,
  SearchInput,
  SelectInput,
  useCanAccess,
  useListContext,
} from 'react-admin';
import { dropsWideOnlyOnPhones, WIDE_ONLY } from '../../components/phone-columns';
import { ListActions } from '../../components/ListActions';
import { WhitelistDeleteButton } from './WhitelistDeleteButton';
import { WhitelistImportButton } from './WhitelistImportButton';
import { WHITELIST_SEARCH_PLACEHOLDER, WHITELIST_TYPE_CHOICES } from './whitelist-form';
import { StaffList } from '../../components/StaffList';

const typeLabel = (type: unknown) =>
  WHITELIST_TYPE_CHOICES.find((choice) => choice.id === type)?.name ?? String(type ?? '');

const filtersFor = (withSchools: boolean) => [
  <SearchInput key="q" source="q" placeholder={WHITELIST_SEARCH_PLACEHOLDER} alwaysOn />,
  <SelectInput
    key="type"
    source="type"
    label="Type"
    choices={WHITELIST_TYPE_CHOICES}
    emptyText="Domains and emails"
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

// 'No domains found.' and 'No emails found.'; both types at once say 'No entries found.'
// (docs/product/coordinators.md, "The whitelist")
const emptyTexts: Record<string, string> = {
  domain: 'No domains found.',
  email: 'No emails found.',
};

const WhitelistEmpty = () => {
  const { filterValues } = useListContext();
  return (
    <Typography variant="body2" sx={{ p: 2 }}>
      {emptyTexts[String(filterValues.type)] ?? 'No entries found.'}
    </Typography>
  );
};

const WhitelistActions = () => (
  <ListActions create createLabel="Add entry">
    <WhitelistImportButton />
  </ListActions>
);

/**
 * The whitelist manager (docs/product/coordinators.md, "The whitelist"): domains and e-mails in one
 * list, searchable by value.
 */
export const WhitelistList = () => {
  const { canAccess: withSchools = false } = useCanAccess({
    resource: 'whitelist.school',
    action: 'list',
  });
  return (
    <StaffList
      what="whitelist"
      sort={{ field: 'value', order: 'ASC' }}
      filters={filtersFor(withSchools)}
      actions={<WhitelistActions />}
      exporter={false}
      perPage={25}
      empty={false}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={<WhitelistEmpty />}
        sx={dropsWideOnlyOnPhones}
      >
        <DataTable.Col
          source="type"
          label="Type"
          render={(record) => <Chip size="small" label={typeLabel(record.type)} />}
        />
        <DataTable.Col source="value" label="Value" />
        <DataTable.Col source="school_name" label="School" disableSort className={WIDE_ONLY} />
        <DataTable.Col source="created_at" label="Added" className={WIDE_ONLY}>
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col label="Actions" disableSort>
          <WhitelistDeleteButton />
        </DataTable.Col>
      </DataTable>
    </StaffList>
  );
};
