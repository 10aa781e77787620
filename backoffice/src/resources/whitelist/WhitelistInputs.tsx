import { useFormContext } from 'react-hook-form';
import {
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
  TextInput,
  useCanAccess,
} from 'react-admin';
import { validateWhitelistInput, WHITELIST_TYPE_CHOICES } from './whitelist-form';

/** Admins may file an entry under any school; a coordinator's entries go to their own school. */
export const SchoolInput = ({ helperText }: { helperText?: string }) => {
  const { canAccess } = useCanAccess({ resource: 'whitelist.school', action: 'edit' });
  if (!canAccess) return null;
  return (
    <ReferenceInput source="school_id" reference="schools" sort={{ field: 'name', order: 'ASC' }}>
      <SelectInput
        label="School"
        optionText="name"
        emptyText="No school"
        helperText={helperText ?? false}
        sx={{ minWidth: 240 }}
      />
    </ReferenceInput>
  );
};

/**
 * The add-entry form of the whitelist manager (docs/product/coordinators.md, "The whitelist"):
 * Domain or Email, a value validated on every change, and changing the type clears the value and
 * its error.
 */
export const WhitelistInputs = () => {
  const { setValue, clearErrors } = useFormContext();
  const clearValue = () => {
    setValue('value', '', { shouldDirty: true });
    clearErrors('value');
  };
  return (
    <>
      <RadioButtonGroupInput
        source="type"
        label="Type"
        choices={WHITELIST_TYPE_CHOICES}
        onChange={clearValue}
        helperText={false}
      />
      <TextInput
        source="value"
        label="Domain or email"
        validate={validateWhitelistInput}
        sx={{ minWidth: 320 }}
      />
      <SchoolInput />
    </>
  );
};
