import { validateUsername } from '@aspire/domain';
import { Box } from '@mui/material';
import {
  BooleanField,
  DateField,
  Edit,
  Labeled,
  ListButton,
  NumberField,
  ReferenceInput,
  SelectInput,
  SaveButton,
  SimpleForm,
  TextField,
  TextInput,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { WordedToolbar, WordedTopToolbar } from '../../components/WordedButtons';
import { UserActions } from './UserActions';
import { UserEraseButton } from './UserEraseButton';
import { ROLE_CHOICES, toUserPayload } from './user-form';

const UserTitle = () => {
  const record = useRecordContext();
  return <>User {record ? String(record.email) : ''}</>;
};

const UserEditActions = () => (
  <WordedTopToolbar>
    <ListButton />
    <UserActions />
  </WordedTopToolbar>
);

/** Save, and the erasure with its reason instead of react-admin's plain Delete. */
const UserEditToolbar = () => (
  <WordedToolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <UserEraseButton />
  </WordedToolbar>
);

/** What the form shows but does not change: the account's state. */
const UserFacts = () => (
  <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap', mb: 2 }}>
    <Labeled label="Email">
      <TextField source="email" />
    </Labeled>
    <Labeled label="Age">
      <NumberField source="age" />
    </Labeled>
    <Labeled label="Verified">
      <BooleanField source="verified" />
    </Labeled>
    <Labeled label="Verified at">
      <DateField source="email_verified_at" showTime emptyText="—" />
    </Labeled>
    <Labeled label="Locked until">
      <DateField source="locked_until" showTime emptyText="Not locked" />
    </Labeled>
    <Labeled label="Registered">
      <DateField source="created_at" showTime />
    </Labeled>
  </Box>
);

export const UserEdit = () => {
  // Role and school changes are the admin's (spec: coordinators see their school's users only).
  const { canAccess: role = false } = useCanAccess({ resource: 'users.role', action: 'edit' });
  const { canAccess: school = false } = useCanAccess({ resource: 'users.school', action: 'edit' });
  return (
    <Edit
      title={<UserTitle />}
      actions={<UserEditActions />}
      mutationMode="pessimistic"
      transform={(data: Record<string, unknown>) => toUserPayload(data, { role, school })}
    >
      <SimpleForm toolbar={<UserEditToolbar />}>
        <UserFacts />
        <TextInput
          source="username"
          label="Username"
          validate={(value: unknown) => validateUsername(String(value ?? '').trim()) ?? undefined}
        />
        {role && <SelectInput source="role" label="Role" choices={ROLE_CHOICES} />}
        {school && (
          <ReferenceInput source="school_id" reference="schools">
            <SelectInput label="School" optionText="name" emptyText="No school" />
          </ReferenceInput>
        )}
      </SimpleForm>
    </Edit>
  );
};
