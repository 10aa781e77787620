import {
  DeleteWithConfirmButton,
  Edit,
  Labeled,
  NumberField,
  SaveButton,
  SimpleForm,
  Toolbar,
  useRecordContext,
} from 'react-admin';
import { FacetInputs } from './FacetInputs';
import { toFacetPayload } from './facet-form';

const FacetTitle = () => {
  const record = useRecordContext();
  return <>Facet {record ? String(record.name) : ''}</>;
};

const FacetToolbar = () => {
  const record = useRecordContext();
  const count = Number(record?.question_count ?? 0);
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      <DeleteWithConfirmButton
        confirmTitle="Delete facet"
        confirmContent={`Are you sure you want to delete this facet? ${count} question(s) will be left without a facet. This action cannot be undone.`}
        mutationMode="pessimistic"
      />
    </Toolbar>
  );
};

export const FacetEdit = () => (
  <Edit title={<FacetTitle />} mutationMode="pessimistic" transform={toFacetPayload}>
    <SimpleForm toolbar={<FacetToolbar />}>
      <Labeled label="Questions using this facet">
        <NumberField source="question_count" />
      </Labeled>
      <FacetInputs statusReadOnly />
    </SimpleForm>
  </Edit>
);
