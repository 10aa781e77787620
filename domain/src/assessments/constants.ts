/** Assessment types, question statuses and the retake window (docs/product/assessments.md). */
export type AssessmentType = 'Career' | 'Subject' | 'SubjectPart3' | 'Learning';
export const ASSESSMENT_TYPE_LIST: readonly AssessmentType[] = [
  'Career',
  'Subject',
  'SubjectPart3',
  'Learning',
];

export type QuestionStatus = 'Career Assessments' | 'Subject Assessments' | 'Learning Assessments';

/** Which question bank each assessment type draws from. */
export const STATUS_OF: Record<AssessmentType, QuestionStatus> = {
  Career: 'Career Assessments',
  Subject: 'Subject Assessments',
  SubjectPart3: 'Subject Assessments',
  Learning: 'Learning Assessments',
};

export const PART_I = 'Part I';
export const PART_II = 'Part II';
export const PART_III = 'Part III';

/**
 * 6 months, stored as 15552000000 ms (180 days;
 * docs/product/assessments.md, "Taking it again: the 6-month window").
 */
export const RETAKE_WINDOW_MS = 15_552_000_000;
/**
 * The original rule "a facet total of 10 or more is also eligible" was written for 3-item areas
 * (10 of 15 points). Restated for any item count as an average: an area whose
 * average keyed score is at least 10/3 ≈ 3.33 — and, corrected for acquiescence, above the
 * student's own mean over the Part I areas (see selectPartI).
 */
export const PART_II_FACET_AVERAGE_THRESHOLD = 10 / 3;

/**
 * The report sections, in order, with their titles
 * (docs/product/assessments.md, "The score reports").
 */
export const CAREER_SECTIONS = [
  {
    key: 'careerInterest',
    subCategory: 'Career Interests & Personality',
    title: 'Career Interests & Personality',
  },
  {
    key: 'valuesWorkPreferences',
    subCategory: 'Working Preferences & Values',
    title: 'Working Preferences & Values',
  },
  {
    key: 'motivation',
    subCategory: 'Intrinsic vs. Extrinsic Motivation',
    title: 'Intrinsic vs. Extrinsic Motivation',
  },
  {
    key: 'bigFive',
    subCategory: 'Big Five Personality Traits',
    title: 'Big Five Personality Traits',
  },
  {
    key: 'emotionalIntelligence',
    subCategory: 'Emotional Intelligence',
    title: 'Emotional Intelligence',
  },
] as const;

export const LEARNING_SECTIONS = [
  {
    key: 'sensoryModalityPreferences',
    category: 'Sensory Modality Preferences',
    title: 'Sensory Modality Preferences',
  },
  {
    key: 'socialEnvironmentalLearning',
    category: 'Social & Environmental Learning Orientation',
    title: 'Social & Environmental Learning Orientation',
  },
  {
    key: 'selfRegulationMetacognition',
    category: 'Self-Regulation & Metacognition',
    title: 'Self-Regulation & Metacognition',
  },
  {
    key: 'motivationalAffectiveDispositions',
    category: 'Motivational & Affective Dispositions',
    title: 'Motivational & Affective Dispositions',
  },
  {
    key: 'cognitiveStyleThinkingDisposition',
    category: 'Cognitive Style & Thinking Disposition',
    title: 'Cognitive Style & Thinking Disposition',
  },
] as const;

export type CareerSectionKey = (typeof CAREER_SECTIONS)[number]['key'];
export type LearningSectionKey = (typeof LEARNING_SECTIONS)[number]['key'];
