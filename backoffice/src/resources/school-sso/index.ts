import SsoIcon from '@mui/icons-material/Key';
import { SchoolSsoCreate } from './SchoolSsoCreate';
import { SchoolSsoEdit } from './SchoolSsoEdit';
import { SchoolSsoList } from './SchoolSsoList';

export default {
  options: { label: 'School sign-in' },
  icon: SsoIcon,
  list: SchoolSsoList,
  edit: SchoolSsoEdit,
  create: SchoolSsoCreate,
};
