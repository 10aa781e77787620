import { RETENTION_DEFAULTS, type PublicConfig } from '@aspire/domain';

/** Used until (or when) GET /api/config answers; the server's configuration wins. */
export const DEFAULT_CONFIG: PublicConfig = {
  productName: 'Aspire',
  supportEmail: 'support@aspire.example',
  providerUrl: 'https://aspire.example/',
  websiteUrl: 'https://aspire.example/',
  termsUrl: 'https://aspire.example/terms',
  privacyUrl: 'https://aspire.example/privacy',
  cookiesUrl: 'https://aspire.example/cookies',
  assessmentVersion: '2025.1',
  retention: RETENTION_DEFAULTS,
};

/** docs/product/access.md */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SANITISE_DEBOUNCE_MS = 300;
export const COUNTDOWN_REFRESH_MS = 1000;
