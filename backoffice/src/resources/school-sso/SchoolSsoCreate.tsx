import { Create, SimpleForm } from 'react-admin';
import { SchoolSsoInputs } from './SchoolSsoInputs';
import { toSchoolSsoPayload } from './school-sso-form';

export const SchoolSsoCreate = () => (
  <Create title="New school sign-in" transform={toSchoolSsoPayload} redirect="list">
    <SimpleForm defaultValues={{ enabled: true }}>
      <SchoolSsoInputs />
    </SimpleForm>
  </Create>
);
