/**
 * The insights messages: every quoted text is exact; all are listed in
 * docs/product/dashboard.md ("designed" marks the ones the original did not have).
 */
export const INSIGHTS_PREREQUISITES =
  'Complete both UniReady and FutureReady assessments to generate insights.';
export const INSIGHTS_INVALID_RESPONSE = 'Invalid or empty response from backend';
export const generateFailedMessage = (message: string): string =>
  `Failed to generate insights: ${message}`;
export const INSIGHTS_LOCKED = 'Insights was last generated within the past 6 months.';
export { INSIGHTS_NONE_YET as INSIGHTS_NOT_FOUND } from '@aspire/domain';
export const AUTH_FAILED = 'Authentication failed. Please log in again.';
export const INSIGHTS_FETCH_FAILED = 'Failed to fetch insights from the server. Please try again.';
export const NOT_AUTHENTICATED = 'User not authenticated. Please log in.';
export const NOTHING_TO_SHARE = 'No insights available to share';
export const COPY_PROMPT_FAILED =
  'Failed to copy prompt. Please copy it manually and paste into Grok.';
export const RATE_LIMITED = 'Rate limit exceeded. Please try again later.';

// Designed.
export const GENERATE_TIMED_OUT = 'The request timed out after 20 seconds. Please try again.';
export const NETWORK_FAILED = 'The server could not be reached. Please check your connection.';
export const UNKNOWN_FAILURE = 'Something went wrong.';
export const INSIGHTS_COPIED = 'Insights copied to clipboard.';
export const COPY_INSIGHTS_FAILED =
  'Failed to copy insights. Please select the text and copy it manually.';
export const PROMPT_COPIED = 'Prompt copied. Paste it into Grok to continue the conversation.';
export const PROFILE_LOAD_FAILED = 'Failed to load your assessment scores. Please try again later.';
export const INSIGHTS_SAVE_FAILED =
  'Your insights were generated but could not be saved. Copy them before leaving this page.';
export const OFFLINE_CREDIT = (productName: string): string =>
  `Written by ${productName}'s offline guidance generator from your scores`;
export const XAI_CREDIT = 'powered by xAI';
