/** What the insights prompt is built from: the student's stored scores (issue 6). */
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

export interface AiProvider {
  readonly name: AiProviderName;
  generate(prompt: string, profile: StudentProfile, timeoutMs: number): Promise<string>;
}

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
export const TIMED_OUT =
  'Failed to generate insights: the AI service took too long to answer. Please try again.';
