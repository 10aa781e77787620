import {
  byAverageDesc,
  formatScore,
  partIIIEligibleFromScores,
  type FacetScore,
} from '@aspire/domain';
import type { BarItem } from '../../../components/charts';
import type { ScoreRow } from './chart-data';

/** The UniReady scores screen: the navigation state and its messages. */
export const NO_SCORES = 'No scores provided. Please navigate from the dashboard.';
export const PROCESS_FAILED = 'Failed to process scores. Please try again.';

export type SubjectScoresState = {
  sessionId?: string | null;
  partIIScores?: unknown;
  partIIIScores?: unknown;
};

export type SubjectScores = { partII: FacetScore[]; partIII: FacetScore[]; eligible: boolean };

export type SubjectScoresResult =
  { kind: 'loaded'; scores: SubjectScores } | { kind: 'error'; message: string };

function toFacetScore(value: unknown): FacetScore {
  const s = value as Partial<FacetScore> | null;
  if (!s || typeof s._id !== 'string') throw new Error('Malformed score');
  const number = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : NaN);
  return {
    _id: s._id,
    averageScore: number(s.averageScore),
    totalScore: number(s.totalScore),
    count: typeof s.count === 'number' ? s.count : 0,
    taxonomy: Array.isArray(s.taxonomy) ? s.taxonomy.filter((t) => typeof t === 'string') : [],
    facetNote: typeof s.facetNote === 'string' ? s.facetNote : null,
  };
}

/** Highest average first (domain `byAverageDesc`); scores without an average go last. */
const sortScores = (scores: FacetScore[]) => [
  ...byAverageDesc(scores.filter((s) => !Number.isNaN(s.averageScore))),
  ...scores.filter((s) => Number.isNaN(s.averageScore)),
];

/** Navigation state → sorted Part II/III scores, or the spec's error. */
export function readSubjectScores(userId: string | null, state: unknown): SubjectScoresResult {
  if (!userId) return { kind: 'error', message: 'No user ID provided' };
  const { partIIScores, partIIIScores } = (state ?? {}) as SubjectScoresState;
  if (!Array.isArray(partIIScores)) return { kind: 'error', message: NO_SCORES };
  try {
    const partII = sortScores(partIIScores.map(toFacetScore));
    const partIII = sortScores(Array.isArray(partIIIScores) ? partIIIScores.map(toFacetScore) : []);
    return {
      kind: 'loaded',
      scores: { partII, partIII, eligible: partIIIEligibleFromScores(partII) },
    };
  } catch {
    return { kind: 'error', message: PROCESS_FAILED };
  }
}

export function subjectRows(scores: readonly FacetScore[]): ScoreRow[] {
  return scores.map((s) => ({
    facet: s._id,
    average: formatScore(Number.isNaN(s.averageScore) ? null : s.averageScore),
    total: formatScore(Number.isNaN(s.totalScore) ? null : s.totalScore),
    note: s.facetNote?.trim() || null,
  }));
}

export const subjectBars = (scores: readonly FacetScore[]): BarItem[] =>
  scores.map((s) => ({
    id: s._id,
    label: s._id,
    value: Number.isNaN(s.averageScore) ? 0 : s.averageScore,
  }));
