import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import { AssignmentCreate } from './AssignmentCreate';
import { AssignmentEdit } from './AssignmentEdit';
import { AssignmentList } from './AssignmentList';
import { AssignmentShow } from './AssignmentShow';

export default {
  options: { label: 'Assignments' },
  icon: AssignmentIcon,
  list: AssignmentList,
  create: AssignmentCreate,
  edit: AssignmentEdit,
  show: AssignmentShow,
};
