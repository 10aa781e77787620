import { DataTable } from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { excerpt } from '../../lib/text';
import { assessmentFilters } from '../../components/assessment-filters';
import { StaffList } from '../../components/StaffList';

const facetFilters = assessmentFilters('Search facets...');

export const FacetList = () => (
  <StaffList
    what="facets"
    sort={{ field: 'name', order: 'ASC' }}
    filters={facetFilters}
    actions={<ListActions create createLabel="New facet" />}
    exporter={false}
    perPage={25}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="name" label="Facet" />
      <DataTable.Col source="status" label="Assessment" />
      <DataTable.Col source="category" label="Category" />
      <DataTable.Col source="sub_category" label="Sub-category" />
      <DataTable.NumberCol source="question_count" label="Questions" disableSort />
      <DataTable.Col
        source="note"
        label="Note"
        disableSort
        render={(record) => excerpt(record.note)}
      />
      <DataTable.Col
        source="taxonomy"
        label="Taxonomy"
        disableSort
        render={(record) => (Array.isArray(record.taxonomy) ? record.taxonomy.join(', ') : '')}
      />
    </DataTable>
  </StaffList>
);
