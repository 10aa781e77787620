import { DataTable, DateField, FunctionField, TextField } from 'react-admin';
import { ListActions } from '../../components/ListActions';
import { StaffList } from '../../components/StaffList';
import { ASSESSMENT_TYPE_CHOICES, scopeLabel } from './assignment-form';

type Row = {
  assessment_types: string[];
  year_group: string | null;
  class_name: string | null;
  counts: { total: number; complete: number; in_progress: number; not_started: number };
};

const names = (r: Row) =>
  r.assessment_types
    .map((t) => ASSESSMENT_TYPE_CHOICES.find((c) => c.id === t)?.name ?? t)
    .join(', ');

/** The school's assignments, with how many students have finished. */
export const AssignmentList = () => (
  <StaffList
    what="assignments"
    sort={{ field: 'due_at', order: 'DESC' }}
    actions={<ListActions create />}
  >
    <DataTable bulkActionButtons={false} rowClick="show">
      <DataTable.Col label="Assessments" disableSort>
        <FunctionField<Row> render={names} />
      </DataTable.Col>
      <DataTable.Col label="Year group / class" disableSort>
        <FunctionField<Row> render={scopeLabel} />
      </DataTable.Col>
      <DataTable.Col source="due_at" label="Due" disableSort>
        <DateField source="due_at" />
      </DataTable.Col>
      <DataTable.Col label="Complete" disableSort>
        <FunctionField<Row>
          render={(r) => (r.counts ? `${r.counts.complete} / ${r.counts.total}` : '—')}
        />
      </DataTable.Col>
      <DataTable.Col source="message" label="Message" disableSort>
        <TextField source="message" emptyText="—" />
      </DataTable.Col>
    </DataTable>
  </StaffList>
);
