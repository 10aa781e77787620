import { CheckboxGroupInput, DateTimeInput, Edit, SimpleForm, TextInput } from 'react-admin';
import {
  ASSESSMENT_TYPE_CHOICES,
  toAssignmentChanges,
  validateAssignment,
} from './assignment-form';

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
      <TextInput source="year_group" label="Year group" helperText="e.g. Year 12" />
      <TextInput source="class_name" label="Class" helperText="e.g. 12B" />
      <DateTimeInput source="due_at" label="Due date" helperText="A later date extends it" />
      <TextInput source="message" label="Message to students" multiline fullWidth />
    </SimpleForm>
  </Edit>
);
