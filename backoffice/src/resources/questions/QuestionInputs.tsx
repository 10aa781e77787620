import { NumberInput, SelectInput, TextInput } from 'react-admin';
import { FormRow } from '../../components/FormRow';
import { TaxonomyInput } from '../../components/TaxonomyInput';
import { ASSESSMENT_CHOICES } from '../../lib/assessments';
import { FacetInput } from './FacetInput';
import { OptionsInput } from './OptionsInput';
import {
  validateCategory,
  validateQuestionNumber,
  validateQuestionText,
  validateSubCategory,
} from './question-form';

/** The question form shared by Create and Edit (docs/product/coordinators.md, "Admins only"). */
export const QuestionInputs = () => (
  <>
    <FormRow>
      <SelectInput
        source="status"
        label="Assessment"
        choices={ASSESSMENT_CHOICES}
        validate={(value: unknown) => (value ? undefined : 'Assessment is required.')}
      />
      <NumberInput
        source="question_number"
        label="Question number"
        min={1}
        step={1}
        validate={validateQuestionNumber}
      />
    </FormRow>
    <TextInput
      source="question_text"
      label="Question text"
      multiline
      minRows={2}
      fullWidth
      validate={validateQuestionText}
    />
    <TextInput
      source="example_info"
      label="Example info"
      multiline
      minRows={2}
      fullWidth
      helperText="Optional example shown under the question"
    />
    <FormRow>
      <TextInput source="category" label="Category" validate={validateCategory} />
      <TextInput source="sub_category" label="Sub-category" validate={validateSubCategory} />
      <FacetInput />
    </FormRow>
    <OptionsInput />
    <TaxonomyInput />
  </>
);
