import SchoolIcon from '@mui/icons-material/School';
import { SchoolCreate } from './SchoolCreate';
import { SchoolEdit } from './SchoolEdit';
import { SchoolList } from './SchoolList';

export default {
  options: { label: 'Schools' },
  icon: SchoolIcon,
  list: SchoolList,
  edit: SchoolEdit,
  create: SchoolCreate,
  recordRepresentation: 'name',
};
