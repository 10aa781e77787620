// The whitelist form's rules and messages (docs/product/coordinators.md, "The whitelist"), on top
// of the shared rules in
// @aspire/domain (the server validates with the same functions).
import { validateWhitelistValue, whitelistAdded, type WhitelistType } from '@aspire/domain';
import type { WhitelistImportResult } from '@aspire/domain';

export const WHITELIST_TYPE_CHOICES: { id: WhitelistType; name: string }[] = [
  { id: 'domain', name: 'Domain' },
  { id: 'email', name: 'Email' },
];

export const WHITELIST_SEARCH_PLACEHOLDER = 'Search domains or emails...';

const isWhitelistType = (type: unknown): type is WhitelistType =>
  type === 'domain' || type === 'email';

/** The value field's validator: trimmed, then checked against the rule of the chosen type. */
export const validateWhitelistInput = (
  value: unknown,
  values: { type?: unknown } = {},
): string | undefined => {
  const type = isWhitelistType(values.type) ? values.type : 'domain';
  return validateWhitelistValue(type, String(value ?? '')) ?? undefined;
};

/** The body of POST /api/admin/whitelist: the value trimmed; a school only when one is chosen. */
export const toWhitelistPayload = (data: Record<string, unknown>) => {
  const payload: { type: WhitelistType; value: string; school_id?: number } = {
    type: isWhitelistType(data.type) ? data.type : 'domain',
    value: String(data.value ?? '').trim(),
  };
  if (data.school_id !== null && data.school_id !== undefined && data.school_id !== '') {
    payload.school_id = Number(data.school_id);
  }
  return payload;
};

/** The success text for an added entry: the value as the server stored it (lower-cased). */
export const addedMessage = (saved: Record<string, unknown>, sent: string): string =>
  whitelistAdded(typeof saved.value === 'string' && saved.value ? saved.value : sent);

/** One line that sums up a CSV import. */
export const importSummary = ({ added, skipped, rejected }: WhitelistImportResult): string =>
  `${added} added, ${skipped} skipped as already on the whitelist, ${rejected.length} rejected.`;
