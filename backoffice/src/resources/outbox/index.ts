import { OutboxList } from './OutboxList';
import { OutboxShow } from './OutboxShow';

export default {
  list: OutboxList,
  show: OutboxShow,
  recordRepresentation: 'subject',
};
