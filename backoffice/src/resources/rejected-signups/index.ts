import RejectedIcon from '@mui/icons-material/PersonOff';
import { RejectedSignupList } from './RejectedSignupList';

export default {
  options: { label: 'Rejected sign-ups' },
  icon: RejectedIcon,
  list: RejectedSignupList,
  recordRepresentation: 'domain',
};
