import UserIcon from '@mui/icons-material/People';
import { UserEdit } from './UserEdit';
import { UserList } from './UserList';

export default {
  options: { label: 'Users' },
  icon: UserIcon,
  list: UserList,
  edit: UserEdit,
  recordRepresentation: 'email',
};
