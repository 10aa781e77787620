import type { AssessmentType } from '@aspire/domain';

export type { AssessmentType };

export type AnswerOption = { optionText: string; score: number };

/** A question as served to a test, after the portal's defaults and validation. */
export type AssessmentQuestion = {
  id: number;
  questionText: string;
  options: AnswerOption[];
  category: string;
  subCategory: string;
  facet: string;
  facetNote: string | null;
  exampleInfo: string | null;
  taxonomy: string[];
};

/** The progress record (GET /assessment/progress): the shared call's type. */
export type { Progress } from '../../api/get-progress';

/**
 * One item of POST /assessment/submit-batch (docs/product/assessments.md, "Taking an assessment").
 */
export type AnswerItem = {
  questionId: number;
  category: string;
  subCategory: string;
  facet: string;
  taxonomy: string[];
  score: number;
  /** The chosen option's position in the question's options (the server keeps it). */
  optionIndex?: number;
  /** Milliseconds from showing the question to answering it, when known. */
  answerMs?: number;
};

/** UniReady runs Part I then Part II in one session; the other screens have one part. */
export type AssessmentPart = 'single' | 'I' | 'II';

/** The state of one screen's session, as kept in memory and in localStorage. */
export type AssessmentSession = {
  sessionId: string;
  part: AssessmentPart;
  /** the current part's question ids in presentation order */
  questionIds: number[];
  /** question id → chosen option text, every part of the session */
  answers: Record<string, string>;
  /** question ids in the order they were first answered */
  answeredOrder: number[];
  /** position in questionIds */
  index: number;
  /** UniReady: the Part I selection once the student proceeded */
  topSubcategories: string[];
  /** UniReady: the areas the student chose among a Part I tie (domain's part-i-choice) */
  partIChoice: string[];
  /** Part III: the top Part II facets it explores */
  topFacets: string[];
  /** Part III: the Part II session it follows */
  partIISessionId: string | null;
  /** Part III: answers already sent (only the others are submitted) */
  submittedIds: number[];
};
