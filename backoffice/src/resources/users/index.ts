import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

export default {
  list: UserList,
  edit: UserEdit,
  recordRepresentation: 'email',
};
