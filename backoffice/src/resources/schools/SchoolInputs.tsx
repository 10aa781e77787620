import { required, TextInput } from 'react-admin';

export const SchoolInputs = () => (
  <TextInput source="name" label="Name" validate={required()} sx={{ minWidth: 320 }} />
);
