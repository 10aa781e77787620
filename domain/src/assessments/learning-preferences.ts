/**
 * The one honest sentence under the StudyStyle sensory scores (visual, auditory,
 * reading/writing, kinaesthetic): they describe preferences, and teaching matched to a preferred
 * style has not been shown to help anyone learn more (Pashler, McDaniel, Rohrer & Bjork, 2008,
 * "Learning styles: concepts and evidence", Psychological Science in the Public Interest 9(3)).
 * docs/decisions/0143-learning-styles-as-preferences.md.
 */
export const LEARNING_PREFERENCES_NOTE =
  'These four scores show how you like to take in new things. They do not show how you learn ' +
  'best: careful studies found that being taught in the way you prefer does not help you learn ' +
  'more (Pashler and others, 2008).';

/** The report section the note belongs under. */
export const LEARNING_PREFERENCES_SECTION = 'sensoryModalityPreferences';
