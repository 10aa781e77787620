import { shareableReportsText } from '@aspire/domain';
import { DataTable, DateField } from 'react-admin';
import { StaffList } from '../../components/StaffList';
import type { SharedStudentRow } from './shared-student-row';

/** "Students who have shared": the adviser's school only (the server decides which). */
export const SharedStudentList = () => (
  <StaffList
    what="students who have shared"
    title="Students who have shared"
    sort={{ field: 'shared_at', order: 'DESC' }}
    exporter={false}
    empty={false}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="username" label="Student" />
      <DataTable.Col source="year_group" label="Year group" disableSort />
      <DataTable.Col source="class_name" label="Class" disableSort />
      <DataTable.Col
        label="Reports"
        disableSort
        render={(record: SharedStudentRow) => shareableReportsText(record.reports)}
      />
      <DataTable.Col source="shared_at" label="Shared since">
        <DateField source="shared_at" />
      </DataTable.Col>
    </DataTable>
  </StaffList>
);
