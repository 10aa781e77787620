import { CheckboxGroupInput, Create, DateTimeInput, SimpleForm, TextInput } from 'react-admin';
import { SchoolInput } from '../whitelist/WhitelistInputs';
import { AssignmentScopeInputs, AssignmentWarnings } from './AssignmentScopeInputs';
import {
  ASSESSMENT_TYPE_CHOICES,
  toAssignmentPayload,
  validateAssignment,
} from './assignment-form';

/** Assign assessments to a year group and/or class with a due date. */
export const AssignmentCreate = () => (
  <Create title="New assignment" transform={toAssignmentPayload} redirect="show">
    <SimpleForm validate={validateAssignment} defaultValues={{ assessment_types: ['Career'] }}>
      <SchoolInput helperText="Admins: the school of the assignment" />
      <CheckboxGroupInput
        source="assessment_types"
        label="Assessments"
        choices={ASSESSMENT_TYPE_CHOICES}
      />
      <AssignmentScopeInputs />
      <AssignmentWarnings />
      <DateTimeInput source="due_at" label="Due date" />
      <TextInput source="message" label="Message to students" multiline fullWidth />
    </SimpleForm>
  </Create>
);
