import type { AssessmentType } from '../types';

/**
 * What differs between the four assessment screens
 * (docs/product/assessments.md, "The four assessments").
 */
export type AssessmentConfig = {
  title: string;
  /** where the cross and the errors lead */
  exitTo: '/dashboard' | '/dashboard_enrich';
  /** the navigation state flag set after a successful submit */
  submittedFlag:
    | 'justSubmittedCareer'
    | 'justSubmittedSubject'
    | 'justSubmittedSubjectPart3'
    | 'justSubmittedLearning';
  /**
   * The message when Next is pressed without an answer
   * (docs/product/assessments.md, "Taking an assessment")
   */
  selectMessage: string;
  /** The tail of 'Failed to load assessment: {message}.' (docs/product/assessments.md) */
  loadFailureTail: string;
  /** The server sent no question for this assessment (docs/product/assessments.md) */
  emptyMessage: string;
  /** None of the questions sent is usable (docs/product/assessments.md, "Taking an assessment") */
  invalidMessage: string;
  /**
   * Next goes to the first unanswered question (UniReady) or the next one
   * (docs/product/assessments.md, "Taking an assessment")
   */
  nextUnanswered: 'first' | 'after-current';
  /** The save icon: refused once the assessment is completed */
  refuseSaveWhenCompleted: boolean;
  /**
   * The cross saves progress first when any answer exists
   * (docs/product/assessments.md, "Taking an assessment")
   */
  saveOnExit: boolean;
  /**
   * What 'Progress: X / Y questions' counts within. Every FutureReady item has the category
   * 'FutureReady', so its category count repeated the overall one: it counts
   * within the sub-category (Career Interests & Personality, Big Five, ...) instead.
   */
  progressGroup: 'category' | 'subCategory';
};

const SELECT_LONG = 'Please select an answer before proceeding to the next question.';
const SELECT_SHORT = 'Please select an answer before proceeding.';
const CONTACT = 'Please contact support.';
const CONTACT_OR_RETRY = 'Please contact support or try again later.';

export const ASSESSMENT_CONFIG: Record<AssessmentType, AssessmentConfig> = {
  Career: {
    title: 'ASPIRE FutureReady Psychometric Test',
    exitTo: '/dashboard',
    submittedFlag: 'justSubmittedCareer',
    selectMessage: SELECT_LONG,
    loadFailureTail: CONTACT,
    emptyMessage: 'No FutureReady Assessment questions available. Please contact support.',
    invalidMessage: 'No valid questions available. Please contact support.',
    nextUnanswered: 'after-current',
    refuseSaveWhenCompleted: false,
    saveOnExit: true,
    progressGroup: 'subCategory',
  },
  Subject: {
    title: 'ASPIRE UniReady Psychometric Test',
    exitTo: '/dashboard',
    submittedFlag: 'justSubmittedSubject',
    selectMessage: SELECT_SHORT,
    loadFailureTail: CONTACT_OR_RETRY,
    emptyMessage: 'No questions returned from the server.',
    invalidMessage: 'No valid questions with options found.',
    nextUnanswered: 'first',
    refuseSaveWhenCompleted: true,
    saveOnExit: false,
    progressGroup: 'category',
  },
  SubjectPart3: {
    title: 'Advanced Subject Exploration',
    exitTo: '/dashboard',
    submittedFlag: 'justSubmittedSubjectPart3',
    selectMessage: SELECT_SHORT,
    loadFailureTail: CONTACT_OR_RETRY,
    emptyMessage: 'No questions returned from the server.',
    invalidMessage: 'No valid questions with options found.',
    nextUnanswered: 'first',
    refuseSaveWhenCompleted: true,
    saveOnExit: false,
    progressGroup: 'category',
  },
  Learning: {
    title: 'ASPIRE StudyStyle Psychometric Test',
    exitTo: '/dashboard_enrich',
    submittedFlag: 'justSubmittedLearning',
    selectMessage: SELECT_LONG,
    loadFailureTail: CONTACT,
    emptyMessage: 'No StudyStyle Assessment questions available. Please contact support.',
    invalidMessage: 'No valid questions available. Please contact support.',
    nextUnanswered: 'after-current',
    refuseSaveWhenCompleted: false,
    saveOnExit: false,
    progressGroup: 'category',
  },
};

/**
 * The product's exact message (docs/product/assessments.md): 'Failed to load assessment: {message}.
 * Please contact support[ or try again later].'
 */
export const loadFailureMessage = (type: AssessmentType, message: string): string =>
  `Failed to load assessment: ${message.replace(/\.$/, '')}. ${ASSESSMENT_CONFIG[type].loadFailureTail}`;
