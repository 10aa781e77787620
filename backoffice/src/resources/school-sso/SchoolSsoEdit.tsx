import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { SchoolSsoInputs } from './SchoolSsoInputs';
import { providerName, toSchoolSsoPayload } from './school-sso-form';

const SchoolSsoTitle = () => {
  const record = useRecordContext();
  return (
    <>{record ? `${providerName(record.provider)} sign-in: ${String(record.school_name)}` : ''}</>
  );
};

/** `id` only where no route gives it (a test renders the view alone). */
export const SchoolSsoEdit = ({ id }: { id?: number }) => (
  <Edit
    id={id}
    title={<SchoolSsoTitle />}
    mutationMode="pessimistic"
    transform={toSchoolSsoPayload}
    redirect="list"
  >
    <SimpleForm>
      <SchoolSsoInputs />
    </SimpleForm>
  </Edit>
);
