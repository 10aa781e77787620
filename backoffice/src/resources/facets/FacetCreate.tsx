import { Create, SimpleForm } from 'react-admin';
import { FacetInputs } from './FacetInputs';
import { toFacetPayload } from './facet-form';

export const FacetCreate = () => (
  <Create title="New facet" transform={toFacetPayload} redirect="edit">
    <SimpleForm defaultValues={{ status: 'Career Assessments', note: '', taxonomy: [] }}>
      <FacetInputs />
    </SimpleForm>
  </Create>
);
