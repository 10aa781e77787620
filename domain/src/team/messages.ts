import { formatWait } from '../auth/request-limits';

/**
 * The Team Challenge's exact texts (docs/product/dashboard.md, "Team Challenge"). Where a quoted
 * text read like an error to a student it was replaced by a kinder one that says what to do next
 * (docs/decisions/0120-kinder-student-messages.md, docs/product/dashboard.md).
 */
export const TEAM_NEEDS_UNIREADY = 'Complete the UniReady assessment to access the Team feature.';
export const TEAM_SELECT_SUBJECT = 'Please select a subject.';
export const TEAM_EMAIL_INVALID = 'Please enter a valid email address.';
export const TEAM_EMAIL_INVALID_LIVE = 'Invalid email format.';
export const TEAM_INVITE_SELF = 'You cannot invite yourself to the team.';
export const TEAM_MAX_INVITATIONS_REACHED =
  'Maximum of two pending or accepted invitations allowed.';
export const teamInviteLimitMessage = (time: string): string =>
  `Invitation limit reached (3 per hour). Try again after ${time}.`;
export const teamInviteRestrictedMessage = (date: string): string =>
  `You are restricted from sending invitations until ${date}.`;
export const TEAM_FIRST_INVITE_CONFIRM =
  'Once you send your first invitation, the subject cannot be changed and you cannot accept other invitations during the 6-month challenge. Proceed?';

export const INVITEES_CANNOT_GENERATE = 'Invitees cannot generate new tasks.';
export const generateRestrictedMessage = (date: string): string =>
  `Restricted from generating tasks until ${date}.`;
export const TASK_NOT_READY = 'Task already generated or not ready';
export const TEAM_GENERATE_CONFIRM =
  'Team Challenge available every 6 months during the beta phase. Proceed?';

export const ANSWER_REQUIRED_SAVE = 'Answer is required and must be valid.';
export const ANSWER_REQUIRED_SUBMIT = 'You must enter an answer before submitting.';
export const ANSWER_TOO_LONG = 'Answer must be 150 words or less.';
export const ANSWER_AFTER_SUBMISSION = 'Cannot save answer after challenge submission.';
export const ANSWER_ALREADY_IN_DATABASE = 'You have already submitted your answer to the database.';
export const TEAM_ANSWER_ALREADY_SUBMITTED = 'You have already submitted your answer.';
export const ANSWER_SUBMIT_CONFIRM = 'Once submitted, your answer cannot be changed. Proceed?';
export const SUBMIT_CHALLENGE_CONFIRM =
  'Once the challenge is submitted no changes are possible, and feedback will be generated. Proceed?';

export const INVITATION_NOT_FOUND = 'Invitation not found or already responded';
export const acceptRestrictedMessage = (date: string): string =>
  `You are restricted from accepting new invitations until ${date}.`;
export const INVITER_CANNOT_ACCEPT = 'You cannot accept invitations as an inviter.';
export const INVITEE_IN_TEAM =
  'You cannot accept new invitations as you are already an invitee in an active team.';
export const INVITATION_INVALID = 'Invitation invalid';
export const invitationActionFailed = (action: string): string => `Failed to ${action} invitation`;
export const FEEDBACK_RETRIES_FAILED = 'Failed to fetch feedback after retries.';
export const FEEDBACK_NOT_YET = 'Feedback not yet available. Please check again later.';
export const NO_ACTIVE_TASK = 'No active task found. Please start a new team challenge.';
/** Replaces "Task created but not yet generated...": what the creator does next. */
export const TASK_WAITING_FOR_FRIEND =
  "Your invitations are out. As soon as one friend accepts, press Generate Question to get your team's question.";
export const TASK_READY_TO_GENERATE =
  "A friend has joined your team. Press Generate Question to get your team's question.";
/** Replaces "Task created but not yet generated..." for an invitee: who does what next. */
export const taskWaitingForQuestionMessage = (creator: string): string =>
  `${creator} will generate your team's question. It will appear here, and you will get a notification.`;
/** A submitted challenge, instead of a countdown and greyed buttons. */
export const challengeDoneMessage = (date: string): string =>
  `Done — your next challenge can start on ${date}.`;
/** A friend invited who has not answered yet, listed by the address the inviter typed. */
export const PENDING_FRIEND_STATUS = 'invited, waiting';
export const ACCEPTED_FRIEND_STATUS = 'joined';
export const NO_PAST_CHALLENGES =
  'No past challenges yet. When your team submits a challenge, you will find it here.';
export const TASK_EXPIRED = 'Team challenge has expired. Starting a new session.';
export const TASK_FETCH_FAILED = 'Failed to fetch task details. Please try again.';
export const INVALID_TASK_DATA = 'Invalid task data received from server';
/** Replaces "Please wait {n} minute(s)…": when, in plain words (3 hours between checks). */
export const statusCheckWaitMessage = (seconds: number): string =>
  `You checked your invitations less than 3 hours ago. You can check again in ${formatWait(seconds)}.`;

// Designed where the spec names a rule without a text (docs/product/dashboard.md, Team Challenge).
export const INVITEES_CANNOT_INVITE = 'Invitees cannot send invitations.';
export const TEAM_SUBJECT_NOT_TOP = 'Please select one of your top UniReady subjects.';
export const teamSubjectLockedMessage = (subject: string): string =>
  `The subject of this challenge is locked: ${subject}.`;
export const TEAM_ALREADY_INVITED = 'This friend has already been invited.';
export const INVITES_CLOSED = 'Invitations are closed once the question has been generated.';
export const NEED_ACCEPTED_FRIEND =
  'At least one friend must accept your invitation before the question is generated.';
export const ONLY_CREATOR = 'Only the team creator can do this.';
export const NOT_TEAM_MEMBER = 'You are not a member of this team.';
export const QUESTION_NOT_READY = 'The question has not been generated yet.';
export const ANSWER_TOO_MANY_CHARACTERS = 'Answer must be 1000 characters or less.';
export const TASK_NOT_ACTIVE = 'The challenge can be submitted only while it is active.';
export const MEMBERS_MUST_ANSWER =
  'All team members must submit their answers before the challenge is submitted.';
export const CHALLENGE_SUBMITTED = 'Challenge submitted. Feedback is being generated.';
export const PAST_CHALLENGES_LOCKED = 'Complete a Team Challenge to see your past challenges.';
export const CANNOT_REMOVE_ACCEPTED = 'An accepted invitation cannot be withdrawn.';

/** The confirmations of accepting and declining, on the dashboard and in the Notifications menu. */
export const ACCEPT_CONFIRM =
  'Accept this invitation? You will join this Team Challenge, become restricted from other invitations for 6 months, and cannot accept other invitations.';
export const DECLINE_CONFIRM = 'Decline this invitation? It will be removed.';
/** A pending invitation as the dashboard lists it: who, which subject, how long is left. */
export const invitationLine = (inviter: string, subject: string, days: number): string =>
  `${inviter} invited you to a ${subject} Team Challenge. ${days} ${days === 1 ? 'day' : 'days'} left to answer.`;
