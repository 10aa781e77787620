import FeedbackIcon from '@mui/icons-material/RateReview';
import { TeamFeedbackEdit } from './TeamFeedbackEdit';
import { TeamFeedbackList } from './TeamFeedbackList';

export default {
  options: { label: 'Team feedback' },
  icon: FeedbackIcon,
  list: TeamFeedbackList,
  edit: TeamFeedbackEdit,
  recordRepresentation: 'subject',
};
