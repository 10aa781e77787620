import StudentsIcon from '@mui/icons-material/Groups';
import { StudentList } from './StudentList';
import { StudentShow } from './StudentShow';

export default {
  options: { label: 'Students' },
  icon: StudentsIcon,
  list: StudentList,
  show: StudentShow,
  recordRepresentation: 'username',
};
