/**
 * A school may read AI feedback on its Team Challenges before the team does (off by default;
 * docs/product/dashboard.md, Team Challenge). What the team and the coordinator read.
 */
export type FeedbackStatus = 'none' | 'checking' | 'withheld' | 'ready';
export type FeedbackDecision = 'approve' | 'withhold';

export const FEEDBACK_BEING_CHECKED = 'Your feedback is being checked by your school.';
export const feedbackWithheldMessage = (note: string | null): string =>
  note?.trim()
    ? `Your school withheld this feedback. Their note: ${note.trim()}`
    : 'Your school withheld this feedback.';
export const REVIEW_ALREADY_DONE = 'This feedback has already been checked.';
export const REVIEW_NOTE_REQUIRED = 'Write a short note to tell the team why.';
export const REVIEW_TEXT_REQUIRED = 'The feedback cannot be empty.';
export const REVIEW_NOT_FOUND = 'Team feedback not found.';
export const REVIEW_NOTE_MAX = 500;
export const REVIEW_TEXT_MAX = 4000;
