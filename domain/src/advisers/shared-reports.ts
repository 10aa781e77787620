// Sharing with the school's careers advisers (docs/product/advisers.md); which reports a student
// may share is the one list of ../sharing/reports.

/** Every refusal of a report an adviser may not read, the same whatever the reason. */
export const ADVISER_NOT_SHARED = 'This student has not shared their reports with you.';
export const ADVISER_SHARE_SAVED = "Shared with your school's careers advisers.";
export const ADVISER_SHARE_REVOKED =
  "Your school's careers advisers can no longer see your reports.";
export const ADVISER_SHARE_NEEDS_SCHOOL =
  'Your account is not linked to a school, so there are no school careers advisers to share with.';
/** What the student's view list reads for an adviser whose account was deleted. */
export const FORMER_ADVISER = 'A former careers adviser';
