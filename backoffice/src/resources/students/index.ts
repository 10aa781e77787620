import StudentsIcon from '@mui/icons-material/Groups';
import { StudentList } from './StudentList';

export default {
  options: { label: 'Students' },
  icon: StudentsIcon,
  list: StudentList,
  recordRepresentation: 'username',
};
