import { displayServerError } from '@aspire/domain';
import { ApiError } from '../../../api/api-client';
import type { AccountAction } from './account-actions';
import {
  actionFailedMessage,
  NETWORK_FAILED,
  UNKNOWN_FAILURE,
  UPDATE_USERNAME_FAILED,
  VERIFY_PASSWORD_FAILED,
  WHITELIST_ADD_FAILED,
} from './messages';

const FALLBACKS: Partial<Record<AccountAction, string>> = {
  username: UPDATE_USERNAME_FAILED,
  invite: WHITELIST_ADD_FAILED,
};

/**
 * The product's exact message (docs/product/dashboard.md): 'Failed to perform action: {server error
 * or message}'; without any text, the action's own failure message; a rate limit's text as
 * received.
 */
export function performErrorMessage(action: AccountAction, error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  // A limit (e.g. e-mail change requests) says itself when to try again.
  if (text && error instanceof ApiError && error.status === 429) return text;
  if (text) return actionFailedMessage(displayServerError(text, text));
  const fallback = FALLBACKS[action];
  if (fallback) return fallback;
  const offline = error instanceof ApiError && error.status === 0;
  return actionFailedMessage(offline ? NETWORK_FAILED : UNKNOWN_FAILURE);
}

/** A failed password check: a rate limit is shown as received, anything else as the spec says. */
export const verifyErrorMessage = (error: unknown): string =>
  error instanceof ApiError && error.status === 429 && error.message
    ? error.message
    : VERIFY_PASSWORD_FAILED;
