import { whitelistAddFailed } from '@aspire/domain';
import { useFormState, useWatch } from 'react-hook-form';
import { Create, SaveButton, SimpleForm, useNotify, useRedirect, type RaRecord } from 'react-admin';
import { WordedToolbar } from '../../components/WordedButtons';
import { WhitelistInputs } from './WhitelistInputs';
import { addedMessage, toWhitelistPayload, validateWhitelistInput } from './whitelist-form';

// The Add button is disabled while a request runs or the input is invalid
// (docs/product/coordinators.md, "The whitelist"). The rule is checked here rather than through
// react-hook-form's isValid, whose subscription
// re-renders the toolbar while the inputs register.
const AddToolbar = () => {
  const { isSubmitting } = useFormState();
  const [type, value] = useWatch({ name: ['type', 'value'] }) as [unknown, unknown];
  const invalid = validateWhitelistInput(value, { type }) !== undefined;
  return (
    <WordedToolbar>
      <SaveButton label="Add" disabled={invalid || isSubmitting} />
    </WordedToolbar>
  );
};

export const WhitelistCreate = () => {
  const notify = useNotify();
  const redirect = useRedirect();
  return (
    <Create
      title="Add to whitelist"
      transform={toWhitelistPayload}
      mutationOptions={{
        onSuccess: (saved: RaRecord, variables: { data?: Partial<RaRecord> }) => {
          notify(addedMessage(saved, String(variables.data?.value ?? '')), { type: 'success' });
          redirect('list', 'whitelist');
        },
        onError: (error: unknown) =>
          notify(whitelistAddFailed((error as Error)?.message), { type: 'error' }),
      }}
    >
      <SimpleForm
        defaultValues={{ type: 'domain', value: '' }}
        mode="onChange"
        reValidateMode="onChange"
        toolbar={<AddToolbar />}
      >
        <WhitelistInputs />
      </SimpleForm>
    </Create>
  );
};
