import { Create, SimpleForm } from 'react-admin';
import { QuestionInputs } from './QuestionInputs';
import { NEW_OPTION, toQuestionPayload } from './question-form';

const defaults = {
  status: 'Career Assessments',
  answer_type: 'multiple-choice',
  options: [NEW_OPTION],
  taxonomy: [],
  facet_id: null,
};

export const QuestionCreate = () => (
  <Create title="New question" transform={toQuestionPayload} redirect="edit">
    <SimpleForm defaultValues={defaults} mode="onChange" reValidateMode="onChange">
      <QuestionInputs />
    </SimpleForm>
  </Create>
);
