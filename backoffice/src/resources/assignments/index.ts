import { AssignmentCreate } from './AssignmentCreate';
import { AssignmentList } from './AssignmentList';
import { AssignmentShow } from './AssignmentShow';

export default {
  list: AssignmentList,
  create: AssignmentCreate,
  show: AssignmentShow,
};
