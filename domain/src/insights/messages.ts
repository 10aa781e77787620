/**
 * Replaces the original's "No insights found in the server." for a student who has not generated
 * any:
 * an invitation to generate them, not an error (docs/decisions/0120-kinder-student-messages.md).
 */
export const INSIGHTS_NONE_YET =
  'You have not generated your insights yet. Press Generate Insights to get yours.';
