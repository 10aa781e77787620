import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { SchoolInputs } from './SchoolInputs';
import { toSchoolPayload } from './school-form';

const SchoolTitle = () => {
  const record = useRecordContext();
  return <>School {record ? String(record.name) : ''}</>;
};

const SchoolToolbar = () => {
  const record = useRecordContext();
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmTitle="Delete school"
        confirmContent={`Are you sure you want to delete ${String(record?.name ?? 'this school')}? This action cannot be undone.`}
        mutationMode="pessimistic"
      />
    </Toolbar>
  );
};

export const SchoolEdit = () => (
  <Edit title={<SchoolTitle />} mutationMode="pessimistic" transform={toSchoolPayload}>
    <SimpleForm toolbar={<SchoolToolbar />}>
      <SchoolInputs />
    </SimpleForm>
  </Edit>
);
