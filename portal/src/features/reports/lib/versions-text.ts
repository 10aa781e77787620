import type { ScoresResponse } from '@aspire/domain';
import { formatDate } from '../../../lib/format-date';

/** How many characters of the instrument's hash a report prints: enough to tell versions apart. */
export const HASH_SHOWN = 8;

/**
 * The line naming the versions a report was produced from
 * (docs/decisions/0062-reports-name-their-versions.md): the questions as served, by the date the
 * version was first used and the start of its hash, and the scoring rules.
 */
export function versionsText(
  part: string,
  scores: Pick<ScoresResponse, 'instrumentVersion' | 'instrumentRecordedAt' | 'scoringVersion'>,
): string {
  const hash = scores.instrumentVersion?.slice(0, HASH_SHOWN);
  const questions = !hash
    ? 'questions from before versions were recorded'
    : scores.instrumentRecordedAt
      ? `questions version of ${formatDate(scores.instrumentRecordedAt)} (${hash})`
      : `questions version ${hash}`;
  const scoring = scores.scoringVersion ?? 'scoring-1';
  return `${part}: ${questions}, scored under ${scoring}.`;
}
