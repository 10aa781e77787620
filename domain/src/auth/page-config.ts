import type { PublicConfig } from './api-types';

/**
 * The id of the JSON data block the server writes into every page it serves (its public
 * configuration), read by the portal and the back-office at start.
 */
export const PAGE_CONFIG_ELEMENT_ID = 'aspire-config';

/** The configuration's names and links, the values a page drawn at build time may show. */
export type PageConfigText = Exclude<keyof PublicConfig, 'retention'>;

const TEXT_KEYS: readonly PageConfigText[] = [
  'supportEmail',
  'providerUrl',
  'websiteUrl',
  'termsUrl',
  'privacyUrl',
  'cookiesUrl',
  'productName',
  'assessmentVersion',
];

/**
 * Where a page drawn at build time shows a configured value: the portal draws its sign-in page
 * with these in place of the names and links, and the server writes its own
 * configuration over them when it reads the page at start, so the drawn page says what the app
 * says once it runs, with nothing to redraw. Nothing React escapes (`& < > " '`) is in a token.
 */
export const pageConfigToken = (key: PageConfigText) => `{{aspire:${key}}}`;

/** A configuration whose every name and link is its token, for a page drawn at build time. */
export function pageConfigTokens(base: PublicConfig): PublicConfig {
  const tokens = { ...base };
  for (const key of TEXT_KEYS) tokens[key] = pageConfigToken(key);
  return tokens;
}

const TOKEN = /\{\{aspire:(\w+)\}\}/g;
const ESCAPED: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};

/** A value written into HTML text or a quoted attribute, escaped as React's server render does. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPED[c]);

/**
 * The page with every token replaced by `config`'s value, escaped for HTML; in one pass, so a
 * value that looks like a token is written as it is. An unknown token is left as it is.
 */
export function fillPageConfig(html: string, config: PublicConfig): string {
  return html.replace(TOKEN, (token, key: string) =>
    (TEXT_KEYS as readonly string[]).includes(key)
      ? escapeHtml(config[key as PageConfigText])
      : token,
  );
}
