import {
  DeleteWithConfirmButton,
  Edit,
  SaveButton,
  SimpleForm,
  Toolbar,
  TopToolbar,
  ListButton,
  useRecordContext,
} from 'react-admin';
import { CopyQuestionButton } from './CopyQuestionButton';
import { QuestionInputs } from './QuestionInputs';
import { WordingOnlyInput } from './WordingOnlyInput';
import { QUESTION_DELETE_CONFIRM, toQuestionPayload } from './question-form';

const QuestionTitle = () => {
  const record = useRecordContext();
  return <>Question {record ? `#${String(record.question_number)}` : ''}</>;
};

const QuestionEditActions = () => (
  <TopToolbar>
    <ListButton />
    <CopyQuestionButton />
  </TopToolbar>
);

// Deleting asks for confirmation first, as the original question manager did.
const QuestionEditToolbar = () => (
  <Toolbar sx={{ justifyContent: 'space-between' }}>
    <SaveButton />
    <DeleteWithConfirmButton
      confirmTitle="Delete question"
      confirmContent={QUESTION_DELETE_CONFIRM}
      mutationMode="pessimistic"
    />
  </Toolbar>
);

export const QuestionEdit = () => (
  <Edit
    title={<QuestionTitle />}
    actions={<QuestionEditActions />}
    mutationMode="pessimistic"
    transform={toQuestionPayload}
  >
    <SimpleForm toolbar={<QuestionEditToolbar />} mode="onChange" reValidateMode="onChange">
      <QuestionInputs />
      <WordingOnlyInput />
    </SimpleForm>
  </Edit>
);
