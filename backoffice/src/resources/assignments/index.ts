import { AssignmentCreate } from './AssignmentCreate';
import { AssignmentEdit } from './AssignmentEdit';
import { AssignmentList } from './AssignmentList';
import { AssignmentShow } from './AssignmentShow';

export default {
  list: AssignmentList,
  create: AssignmentCreate,
  edit: AssignmentEdit,
  show: AssignmentShow,
};
