import type { AssessmentType } from '../types';

/** What differs between the four assessment screens (spec 001 §2, §4, §5, §8; spec 002 §2). */
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
  /** spec 001 §5: the message when Next is pressed without an answer */
  selectMessage: string;
  /** spec 001 §8: the tail of 'Failed to load assessment: {message}.' */
  loadFailureTail: string;
  /** spec 001 §8: the server sent no question for this assessment */
  emptyMessage: string;
  /** spec 001 §8: none of the questions sent is usable */
  invalidMessage: string;
  /** spec 001 §4: Next goes to the first unanswered question (UniReady) or the next one */
  nextUnanswered: 'first' | 'after-current';
  /** spec 001 §4 "Save icon": refused once the assessment is completed */
  refuseSaveWhenCompleted: boolean;
  /** spec 001 §2: the cross saves progress first when any answer exists */
  saveOnExit: boolean;
  /**
   * What 'Progress: X / Y questions' counts within. Every FutureReady item has the category
   * 'FutureReady', so its category count repeated the overall one (issue 10 #9): it counts
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

/** spec 001 §8 'Failed to load assessment: {message}. Please contact support[ or try again later].' */
export const loadFailureMessage = (type: AssessmentType, message: string): string =>
  `Failed to load assessment: ${message.replace(/\.$/, '')}. ${ASSESSMENT_CONFIG[type].loadFailureTail}`;
