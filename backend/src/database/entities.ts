import { AppState } from '../app-state/app-state.entity';
import { AnalyticsDaily } from '../analytics/entities/analytics-daily.entity';
import { AnalyticsEvent } from '../analytics/entities/analytics-event.entity';
import { AssessmentAnswer } from '../assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../assessments/entities/assessment-progress.entity';
import {
  InstrumentVersion,
  InstrumentVersionItem,
} from '../assessments/entities/instrument-version.entity';
import { AuditLog } from '../audit/entities/audit-log.entity';
import { AuthLimit } from '../auth/entities/auth-limit.entity';
import { AuthSession } from '../auth/entities/auth-session.entity';
import { EmailToken } from '../auth/entities/email-token.entity';
import { DbHeartbeat } from './heartbeat.entity';
import { ConsultantProfile } from '../community/entities/consultant-profile.entity';
import { FeedPost } from '../community/entities/feed-post.entity';
import { FeedReaction } from '../community/entities/feed-reaction.entity';
import { Insight } from '../insights/entities/insight.entity';
import { MailOutbox } from '../mail/entities/mail-outbox.entity';
import { Material } from '../materials/entities/material.entity';
import { MaterialSet } from '../materials/entities/material-set.entity';
import {
  FacetTotalCounts,
  ScaleOptionCounts,
  ScalePairSums,
  ScaleSessionCounts,
} from '../psychometrics/entities/scale-sums.entity';
import { Facet } from '../questions/entities/facet.entity';
import { Question } from '../questions/entities/question.entity';
import { WordingEquivalence } from '../questions/entities/wording-equivalence.entity';
import { JobLease } from '../scheduling/job-lease.entity';
import { RejectedSignup } from '../reports/entities/rejected-signup.entity';
import { School } from '../schools/entities/school.entity';
import { Notification } from '../teams/entities/notification.entity';
import { TeamAnswer } from '../teams/entities/team-answer.entity';
import { TeamFeedbackReview } from '../teams/entities/team-feedback-review.entity';
import { TeamFeedbackSetting } from '../teams/entities/team-feedback-setting.entity';
import { TeamInvitation } from '../teams/entities/team-invitation.entity';
import { TeamTask } from '../teams/entities/team-task.entity';
import { RecoveryCode } from '../recovery/entities/recovery-code.entity';
import { AdviserShare } from '../advisers/entities/adviser-share.entity';
import { AdviserView } from '../advisers/entities/adviser-view.entity';
import { User } from '../users/entities/user.entity';
import { WhitelistEntry } from '../whitelist/entities/whitelist-entry.entity';
import { Assignment } from '../assignments/entities/assignment.entity';
import { AssignmentReminder } from '../assignments/entities/assignment-reminder.entity';
import { SchoolSsoConfig } from '../sso/entities/school-sso-config.entity';
import { SsoAttempt } from '../sso/entities/sso-attempt.entity';
import { SsoIdentity } from '../sso/entities/sso-identity.entity';
import { ShareLink } from '../sharing/entities/share-link.entity';
import { ShareLinkView } from '../sharing/entities/share-link-view.entity';

/** Every entity of the application; the migrations create exactly these tables. */
export const ENTITIES = [
  User,
  EmailToken,
  AuthLimit,
  AuthSession,
  School,
  WhitelistEntry,
  Facet,
  Question,
  WordingEquivalence,
  AssessmentAnswer,
  AssessmentProgress,
  InstrumentVersion,
  InstrumentVersionItem,
  ScalePairSums,
  ScaleOptionCounts,
  ScaleSessionCounts,
  FacetTotalCounts,
  Insight,
  MaterialSet,
  Material,
  TeamTask,
  TeamInvitation,
  TeamAnswer,
  TeamFeedbackReview,
  TeamFeedbackSetting,
  Notification,
  FeedPost,
  FeedReaction,
  ConsultantProfile,
  AnalyticsEvent,
  AnalyticsDaily,
  AuditLog,
  MailOutbox,
  AppState,
  RejectedSignup,
  RecoveryCode,
  JobLease,
  Assignment,
  AssignmentReminder,
  SchoolSsoConfig,
  SsoIdentity,
  ShareLink,
  ShareLinkView,
  SsoAttempt,
  DbHeartbeat,
  AdviserShare,
  AdviserView,
];
