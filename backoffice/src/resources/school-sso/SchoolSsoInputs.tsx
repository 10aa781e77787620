import {
  BooleanInput,
  FormDataConsumer,
  PasswordInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  required,
  useRecordContext,
} from 'react-admin';
import { SECRET_KEPT, SECRET_NEEDED, SSO_PROVIDER_CHOICES, joinDomains } from './school-sso-form';

/**
 * A school's sign-in settings (docs/product/access.md "School sign-in"): the provider and its
 * lock (the Workspace domain, or the tenant id), the client, the allowed domains, on/off. The
 * secret field always starts empty: the server never sends it back.
 */
export const SchoolSsoInputs = () => {
  const record = useRecordContext();
  const stored = record?.has_secret === true;
  // The school and provider are a configuration's identity (the secret is sealed to them).
  const saved = record?.id !== undefined;
  return (
    <>
      <ReferenceInput source="school_id" reference="schools" sort={{ field: 'name', order: 'ASC' }}>
        <SelectInput
          label="School"
          optionText="name"
          validate={required()}
          sx={{ minWidth: 320 }}
        />
      </ReferenceInput>
      <SelectInput
        source="provider"
        label="Provider"
        choices={SSO_PROVIDER_CHOICES}
        validate={required()}
        readOnly={saved}
      />
      <FormDataConsumer>
        {({ formData }) =>
          formData.provider === 'google' ? (
            <TextInput
              source="workspace_domain"
              label="Workspace domain (the hd claim)"
              validate={required()}
              sx={{ minWidth: 320 }}
            />
          ) : formData.provider === 'microsoft' ? (
            <TextInput
              source="tenant_id"
              label="Tenant id"
              validate={required()}
              sx={{ minWidth: 320 }}
            />
          ) : null
        }
      </FormDataConsumer>
      <TextInput
        source="client_id"
        label="Client id"
        validate={required()}
        sx={{ minWidth: 320 }}
      />
      <PasswordInput
        source="client_secret"
        label="Client secret"
        autoComplete="new-password"
        helperText={stored ? SECRET_KEPT : SECRET_NEEDED}
        validate={stored ? undefined : required()}
        sx={{ minWidth: 320 }}
      />
      <TextInput
        source="allowed_domains"
        label="Allowed e-mail domains"
        helperText="Separated by commas, e.g. school.org, pupils.school.org"
        format={joinDomains}
        validate={required()}
        sx={{ minWidth: 320 }}
      />
      <BooleanInput source="enabled" label="Switched on" />
    </>
  );
};
