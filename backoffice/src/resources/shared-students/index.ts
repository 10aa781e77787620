import SharedIcon from '@mui/icons-material/FolderShared';
import { SharedReportShow } from './SharedReportShow';
import { SharedStudentList } from './SharedStudentList';

// A careers adviser's only resource (docs/product/advisers.md): read-only.
export default {
  options: { label: 'Students who have shared' },
  icon: SharedIcon,
  list: SharedStudentList,
  show: SharedReportShow,
  recordRepresentation: 'username',
};
