import type { WhitelistImportResult } from '@aspire/domain';

/** How many added values the import's audit row lists by name. */
export const AUDITED_VALUES = 100;

/**
 * The audit row of an import: counts plus the first added values, so an import of any size
 * fits the audit column (5,000 addresses overflowed it and failed the import).
 */
export function importSummary(added: string[], result: WhitelistImportResult) {
  return {
    added: added.length,
    skipped: result.skipped,
    rejected: result.rejected.length,
    values: added.slice(0, AUDITED_VALUES),
    ...(added.length > AUDITED_VALUES ? { more: added.length - AUDITED_VALUES } : {}),
  };
}
