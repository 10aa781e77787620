/** The assessment module's refusals, with the spec's exact text where it has one. */
export const PART_II_FIRST = 'Please complete Part II before proceeding to Part III.';
export const NOT_PART_III_ELIGIBLE =
  'Advanced Subject Exploration opens when one of your top UniReady subjects offers it.';
/** Submit needs every question answered (docs/product/assessments.md, "Taking an assessment"). */
export const COMPLETE_ALL = 'Please complete all questions before submitting.';
export const NO_ANSWERS = 'No answers submitted for this session.';
export const SESSION_OF_ANOTHER_USER = 'This assessment session belongs to another user.';
export const PART_III_OF_EARLIER_SESSION =
  'This Advanced Subject Exploration belongs to an earlier UniReady session. Please start it again.';
export const notInPartII = (questionId: number) =>
  `Question ${questionId} is not among the Part II subjects of your top Part I areas.`;
export const notInPartIII = (questionId: number) =>
  `Question ${questionId} is not among the subjects your UniReady results opened for Part III.`;
/** A retake keeps earlier sessions (docs/decisions/0063-a-retake-keeps-the-earlier-session.md). */
export const SESSION_NOT_FOUND = 'No completed assessment session found.';
export const CURRENT_RESULT_KEPT =
  'This is your current result. Only earlier results can be deleted; a retake replaces this one.';
