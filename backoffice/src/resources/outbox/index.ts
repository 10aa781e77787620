import MailIcon from '@mui/icons-material/Mail';
import { OutboxList } from './OutboxList';
import { OutboxShow } from './OutboxShow';

export default {
  options: { label: 'Mail outbox' },
  icon: MailIcon,
  list: OutboxList,
  show: OutboxShow,
  recordRepresentation: 'subject',
};
