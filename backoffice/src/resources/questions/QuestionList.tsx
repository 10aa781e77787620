import { DataTable, EditButton } from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { excerpt } from '../../lib/text';
import { assessmentFilters } from '../../components/assessment-filters';
import { CopyQuestionButton } from './CopyQuestionButton';
import { StaffList } from '../../components/StaffList';

// An assessment filter (Career / Subject / Learning Assessments) and the list for it
// (docs/product/coordinators.md, "Admins only").
const questionFilters = assessmentFilters('Search questions...');

/**
 * Questions of one assessment, highest question number first
 * (docs/product/coordinators.md, "Admins only").
 */
export const QuestionList = () => (
  <StaffList
    what="questions"
    sort={{ field: 'question_number', order: 'DESC' }}
    filters={questionFilters}
    filterDefaultValues={{ status: 'Career Assessments' }}
    actions={<ListActions create createLabel="New question" />}
    exporter={false}
    perPage={25}
  >
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.NumberCol source="question_number" label="No." />
      <DataTable.Col
        source="question_text"
        label="Question"
        render={(record) => excerpt(record.question_text)}
      />
      <DataTable.Col source="category" label="Category" />
      <DataTable.Col source="sub_category" label="Sub-category" />
      <DataTable.Col source="facet" label="Facet" disableSort />
      <DataTable.Col
        source="options"
        label="Options"
        disableSort
        render={(record) => (Array.isArray(record.options) ? record.options.length : 0)}
      />
      <DataTable.Col label="Actions" disableSort>
        <EditButton />
        <CopyQuestionButton />
      </DataTable.Col>
    </DataTable>
  </StaffList>
);
