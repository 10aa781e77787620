import AuditIcon from '@mui/icons-material/History';
import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';

export default {
  options: { label: 'Audit log' },
  icon: AuditIcon,
  list: AuditLogList,
  show: AuditLogShow,
};
