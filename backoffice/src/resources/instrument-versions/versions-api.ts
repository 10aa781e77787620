// The data provider's instrument version history and re-scoring methods (admins only).
import type { AssessmentType } from '@aspire/domain';
import { ADMIN_API_URL, httpClient } from '../../providers/http-client';

export type VersionEdit = {
  at: string;
  by: string | null;
  action: string;
  resource: string;
  resourceId: string | null;
};
export type InstrumentVersionRow = {
  hash: string;
  createdAt: string | null;
  itemCount: number;
  isCurrent: boolean;
  sessions: number;
  completedSessions: number;
  changes: string[];
  edits: VersionEdit[];
};
export type InstrumentHistory = {
  assessmentType: AssessmentType;
  currentVersion: string;
  scoringVersion: string;
  sessionsBeforeVersioning: number;
  versions: InstrumentVersionRow[];
};
export type RescorePreview = {
  scoringVersion: string;
  pending: number;
  sample: {
    sessionId: string;
    fromVersion: string | null;
    facets: { facet: string; before: number | null; after: number | null }[];
  }[];
};

/** What re-scoring from the stored choices would change after a key correction. */
export type RekeyPreview = {
  keyVersion: string;
  questions: number[];
  answers: number;
  sessions: number;
  unknown: number;
  sample: { sessionId: string; facets: { facet: string; before: number; after: number }[] }[];
};

const base = (type: AssessmentType) => `${ADMIN_API_URL}/instruments/${encodeURIComponent(type)}`;

export const instrumentVersionRoutes = {
  getInstrumentHistory: async (type: AssessmentType) => ({
    data: (await httpClient(`${base(type)}/versions`)).json as InstrumentHistory,
  }),
  getRescorePreview: async (type: AssessmentType) => ({
    data: (await httpClient(`${base(type)}/rescore-preview`)).json as RescorePreview,
  }),
  /** Applies the rules the admin previewed (the server refuses if they changed since). */
  rescore: async (type: AssessmentType, scoringVersion: string) => ({
    data: (
      await httpClient(`${base(type)}/rescore`, {
        method: 'POST',
        body: JSON.stringify({ scoringVersion }),
      })
    ).json as { rescored: number },
  }),
  getRekeyPreview: async (type: AssessmentType) => ({
    data: (await httpClient(`${base(type)}/rekey-preview`)).json as RekeyPreview,
  }),
  /** Applies the keys the admin previewed (the server refuses if the bank changed since). */
  rekey: async (type: AssessmentType, keyVersion: string) => ({
    data: (
      await httpClient(`${base(type)}/rekey`, {
        method: 'POST',
        body: JSON.stringify({ keyVersion }),
      })
    ).json as { rescoredAnswers: number; rescoredSessions: number; reflaggedSessions: number },
  }),
};

/** A version's hash as people compare it: its first 12 characters. */
export const shortHash = (hash: string) => hash.slice(0, 12);
