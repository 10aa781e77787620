import { Create, SimpleForm } from 'react-admin';
import { SchoolInputs } from './SchoolInputs';
import { toSchoolPayload } from './school-form';

export const SchoolCreate = () => (
  <Create title="New school" transform={toSchoolPayload} redirect="list">
    <SimpleForm>
      <SchoolInputs />
    </SimpleForm>
  </Create>
);
