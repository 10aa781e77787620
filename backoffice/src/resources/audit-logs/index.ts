import { AuditLogList } from './AuditLogList';
import { AuditLogShow } from './AuditLogShow';

export default {
  list: AuditLogList,
  show: AuditLogShow,
};
