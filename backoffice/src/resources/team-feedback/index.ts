import { TeamFeedbackEdit } from './TeamFeedbackEdit';
import { TeamFeedbackList } from './TeamFeedbackList';

export default {
  list: TeamFeedbackList,
  edit: TeamFeedbackEdit,
  recordRepresentation: 'subject',
};
