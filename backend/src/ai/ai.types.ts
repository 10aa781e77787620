import { TEXT_LENGTH } from '../database/columns';

/** What the insights prompt is built from: the student's stored scores. */
export type ScoredFacet = { name: string; average: number; note?: string | null };

export type StudentProfile = {
  topSubjects: ScoredFacet[];
  topExplorations: ScoredFacet[];
  interests: ScoredFacet[];
  personality: ScoredFacet[];
  values: ScoredFacet[];
  motivation: ScoredFacet[];
  emotional: ScoredFacet[];
};

export type AiProviderName = 'offline' | 'openai-compatible';
export type Generated = { text: string; provider: AiProviderName };

/** One learning material: a title and a working link. */
export type MaterialLink = { title: string; url: string };
export type GeneratedMaterials = { materials: MaterialLink[]; provider: AiProviderName };

export interface AiProvider {
  readonly name: AiProviderName;
  generate(prompt: string, profile: StudentProfile, timeoutMs: number): Promise<string>;
  /**
   * The 12 learning materials for a subject
   * (docs/product/dashboard.md, "Knowledge: learning materials").
   */
  materials(subject: string, timeoutMs: number): Promise<MaterialLink[]>;
  /** The Team Challenge question (docs/product/dashboard.md, "Team Challenge"). */
  teamQuestion(subject: string, timeoutMs: number): Promise<string>;
  /** Feedback on a submitted Team Challenge (docs/product/dashboard.md, "Team Challenge"). */
  teamFeedback(input: TeamFeedbackInput, timeoutMs: number): Promise<string>;
}

export type TeamFeedbackInput = {
  subject: string;
  question: string;
  answers: { username: string; text: string }[];
};

/** The provider's own failure, with the status and message the client should see. */
export class AiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export const RATE_LIMITED = 'Rate limit exceeded. Please try again later.';
/** What the student was waiting for, named in failure messages. */
export type AiTask = 'insights' | 'learning materials' | 'task' | 'feedback';
export const failedTo = (task: AiTask, reason: string) => `Failed to generate ${task}: ${reason}`;
export const timedOut = (task: AiTask) =>
  failedTo(task, 'the AI service took too long to answer. Please try again.');

/** The longest text a model's answer may leave stored: the insights column's budget. */
export const AI_TEXT_MAX = TEXT_LENGTH.insights;

/**
 * A model's answer cut to `max` characters at a word boundary, with an ellipsis: a provider that
 * rambles (or is hostile) must not fill a row or fail the insert.
 */
export function capText(text: string, max = AI_TEXT_MAX): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.search(/\s\S*$/);
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * What a student reads when the AI provider is a third party and no admin has allowed sharing:
 * nothing was sent, and who can change it.
 */
export const AI_SHARING_OFF =
  'AI suggestions are switched off. Aspire sends your scores to the outside AI service only when an administrator allows it, and this has not been allowed yet.';
