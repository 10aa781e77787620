import { fillPageConfig, PAGE_CONFIG_ELEMENT_ID, type PublicConfig } from '@aspire/domain';
import type { AppConfig } from '../config/app-config';

/**
 * Support address and product links the portal shows (configuration; docs/product/access.md), and
 * the retention periods its privacy page states: GET /api/config's answer, also written
 * into every page the SPA fallback serves (see servedPage).
 */
export function publicConfig(config: AppConfig): PublicConfig {
  const { unverifiedAccountDays, mailBodyDays, analyticsEventDays } = config.retention;
  return {
    ...config.links,
    retention: { unverifiedAccountDays, mailBodyDays, analyticsEventDays },
  };
}

/**
 * The public configuration as a JSON data block for a page's head: the portal draws
 * its names and links from it at once, with no request before the first paint and no default
 * shown first. A data block is never run, so the CSP's `script-src` is not involved; `<` is
 * escaped so that no value can close the element.
 */
function configScript(config: AppConfig): string {
  const json = JSON.stringify(publicConfig(config)).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${PAGE_CONFIG_ELEMENT_ID}">${json}</script>`;
}

/**
 * A page as the server sends it: its configuration written over the tokens of a page drawn at
 * build time (the sign-in screen: domain's pageConfigTokens), then as the data block at the end
 * of its head, in that order so that no value in the block is read as a token.
 */
export function servedPage(html: string, config: AppConfig): string {
  const filled = fillPageConfig(html, publicConfig(config));
  // A function, so that no `$&` in the configuration reads as a replacement pattern.
  return filled.replace('</head>', () => `${configScript(config)}</head>`);
}
