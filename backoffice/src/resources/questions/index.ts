import QuestionIcon from '@mui/icons-material/Quiz';
import { QuestionCreate } from './QuestionCreate';
import { QuestionEdit } from './QuestionEdit';
import { QuestionList } from './QuestionList';

export default {
  options: { label: 'Questions' },
  icon: QuestionIcon,
  list: QuestionList,
  edit: QuestionEdit,
  create: QuestionCreate,
  recordRepresentation: (record: { question_number?: number }) => `#${record.question_number}`,
};
