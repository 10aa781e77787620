/** Texts of the Knowledge tab that the spec does not give (designed; docs/product/dashboard.md). */
export const GENERATE_FAILED = 'Failed to generate learning materials.';
export const COMPLETION_FAILED = 'Your tick could not be saved. Please try again.';
export const LOAD_FAILED = 'Failed to load your learning materials. Please try again.';
export const NO_SUBJECTS = 'Complete the UniReady assessment to choose a subject.';
export const NO_MATERIALS = 'No learning materials yet. Choose a subject and generate them.';
export const generatedMessage = (subject: string) =>
  `Your learning materials for ${subject} are ready.`;
