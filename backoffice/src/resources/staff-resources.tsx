import AuditIcon from '@mui/icons-material/History';
import FacetIcon from '@mui/icons-material/Category';
import MailIcon from '@mui/icons-material/Mail';
import QuestionIcon from '@mui/icons-material/Quiz';
import SchoolIcon from '@mui/icons-material/School';
import UserIcon from '@mui/icons-material/People';
import WhitelistIcon from '@mui/icons-material/VerifiedUser';
import StudentsIcon from '@mui/icons-material/Groups';
import RejectedIcon from '@mui/icons-material/PersonOff';
import ScaleHealthIcon from '@mui/icons-material/Insights';
import VersionsIcon from '@mui/icons-material/AccountTree';
import AssignmentIcon from '@mui/icons-material/AssignmentTurnedIn';
import SettingsIcon from '@mui/icons-material/Settings';
import FeedbackIcon from '@mui/icons-material/RateReview';
import SsoIcon from '@mui/icons-material/Key';
import { Resource } from 'react-admin';
import { canAccess } from '../access/canAccess';
import assignments from './assignments';
import auditLogs from './audit-logs';
import facets from './facets';
import instrumentVersions from './instrument-versions';
import outbox from './outbox';
import questions from './questions';
import rejectedSignups from './rejected-signups';
import scaleHealth from './scale-health';
import settings from './settings';
import schools from './schools';
import schoolSso from './school-sso';
import students from './students';
import teamFeedback from './team-feedback';
import users from './users';
import whitelist from './whitelist';

// The menu's order and labels; each folder's index.ts gives the views.
const staffResources = [
  { name: 'questions', label: 'Questions', icon: QuestionIcon, views: questions },
  { name: 'facets', label: 'Facets', icon: FacetIcon, views: facets },
  { name: 'scale-health', label: 'Scale health', icon: ScaleHealthIcon, views: scaleHealth },
  {
    name: 'instrument-versions',
    label: 'Instrument versions',
    icon: VersionsIcon,
    views: instrumentVersions,
  },
  { name: 'students', label: 'Students', icon: StudentsIcon, views: students },
  { name: 'assignments', label: 'Assignments', icon: AssignmentIcon, views: assignments },
  { name: 'whitelist', label: 'Whitelist', icon: WhitelistIcon, views: whitelist },
  {
    name: 'rejected-signups',
    label: 'Rejected sign-ups',
    icon: RejectedIcon,
    views: rejectedSignups,
  },
  { name: 'team-feedback', label: 'Team feedback', icon: FeedbackIcon, views: teamFeedback },
  { name: 'schools', label: 'Schools', icon: SchoolIcon, views: schools },
  { name: 'school-sso', label: 'School sign-in', icon: SsoIcon, views: schoolSso },
  { name: 'users', label: 'Users', icon: UserIcon, views: users },
  { name: 'audit-logs', label: 'Audit log', icon: AuditIcon, views: auditLogs },
  { name: 'outbox', label: 'Mail outbox', icon: MailIcon, views: outbox },
  // Admins only (coordinators have no grant for it).
  { name: 'settings', label: 'Settings', icon: SettingsIcon, views: settings },
] as const;

/** The <Resource> elements the role may list, so the menu shows only those. */
export const resourcesFor = (role: unknown) =>
  staffResources
    .filter(({ name }) => canAccess(role, name, 'list'))
    .map(({ name, label, icon, views }) => (
      <Resource key={name} name={name} options={{ label }} icon={icon} {...views} />
    ));
