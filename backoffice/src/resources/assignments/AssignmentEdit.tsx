import {
  CheckboxGroupInput,
  DateTimeInput,
  Edit,
  SimpleForm,
  TextInput,
  useRecordContext,
} from 'react-admin';
import { AssignmentScopeInputs, AssignmentWarnings } from './AssignmentScopeInputs';
import {
  ASSESSMENT_TYPE_CHOICES,
  toAssignmentChanges,
  validateAssignment,
} from './assignment-form';

/** The assignment's own school fixes which year groups and classes may be chosen. */
const EditScope = () => {
  const record = useRecordContext<{ school_id?: number }>();
  return (
    <>
      <AssignmentScopeInputs schoolId={record?.school_id ?? null} />
      <AssignmentWarnings schoolId={record?.school_id ?? null} />
    </>
  );
};

/** Edit or extend an assignment: the server checks it like a new one and audits the change. */
export const AssignmentEdit = ({ id }: { id?: number | string }) => (
  <Edit
    id={id}
    title="Edit assignment"
    transform={toAssignmentChanges}
    mutationMode="pessimistic"
    redirect="show"
  >
    <SimpleForm validate={validateAssignment}>
      <CheckboxGroupInput
        source="assessment_types"
        label="Assessments"
        choices={ASSESSMENT_TYPE_CHOICES}
      />
      <EditScope />
      <DateTimeInput source="due_at" label="Due date" helperText="A later date extends it" />
      <TextInput source="message" label="Message to students" multiline fullWidth />
    </SimpleForm>
  </Edit>
);
