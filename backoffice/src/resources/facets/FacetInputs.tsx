import { required, SelectInput, TextInput } from 'react-admin';
import { FormRow } from '../../components/FormRow';
import { TaxonomyInput } from '../../components/TaxonomyInput';
import { ASSESSMENT_CHOICES } from '../../lib/assessments';

export type FacetInputsProps = {
  /** A facet belongs to one assessment for good: its questions and scores depend on it. */
  statusReadOnly?: boolean;
};

/** The facet form: names, the note students read under their score, and the taxonomy. */
export const FacetInputs = ({ statusReadOnly = false }: FacetInputsProps) => (
  <>
    <FormRow>
      <SelectInput
        source="status"
        label="Assessment"
        choices={ASSESSMENT_CHOICES}
        validate={required()}
        readOnly={statusReadOnly}
      />
      <TextInput source="name" label="Name" validate={required()} />
    </FormRow>
    <FormRow>
      <TextInput source="category" label="Category" validate={required()} />
      <TextInput source="sub_category" label="Sub-category" validate={required()} />
    </FormRow>
    <TextInput
      source="note"
      label="Facet note"
      multiline
      minRows={3}
      helperText="Shown to students under this facet's score"
    />
    <TaxonomyInput />
  </>
);
