import { DAY_MS, RETENTION_DEFAULTS } from '@aspire/domain';
import { IsOptional, MinLength } from 'class-validator';
import { databaseUrlProblem, readUrlProblem } from './database-url';
import {
  AbsoluteUrl,
  Days,
  Flag,
  OneOf,
  pemFileProblem,
  redisKeyPrefixProblem,
  RefusedInProduction,
  RequiredWhen,
  Satisfies,
  Trimmed,
  trustProxyProblem,
  WholeNumber,
} from './env-rules';
import {
  authorityProblem,
  GOOGLE_ISSUER,
  MICROSOFT_AUTHORITY,
  ssoSecretKeyProblem,
} from './sso-env';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Every variable Aspire reads (.env.example describes each), validated at start with the same
 * class-validator the request DTOs use. An initialiser is the default when the variable is unset
 * or empty; env.ts turns the result into the typed AppConfig.
 */
export class EnvironmentVariables {
  NODE_ENV?: string;

  // --- server ---
  @WholeNumber(0, 65535) PORT = 3000;
  HOST = '0.0.0.0';
  /** Default: http(s)://localhost:PORT. */
  @IsOptional() @AbsoluteUrl() APP_URL?: string;
  DATA_DIR = 'data';
  /**
   * The number of proxies in front (1 behind one nginx) or their addresses/CIDR ranges; "true"
   * (believe any left-most X-Forwarded-For) is refused.
   */
  @Trimmed() @Satisfies('trustProxy', trustProxyProblem) TRUST_PROXY = 'false';
  @RequiredWhen((env) => !!env.TLS_KEY_FILE, 'is required with TLS_KEY_FILE')
  @Trimmed()
  @Satisfies('pemFile', pemFileProblem)
  TLS_CERT_FILE?: string;
  @RequiredWhen((env) => !!env.TLS_CERT_FILE, 'is required with TLS_CERT_FILE')
  @Trimmed()
  @Satisfies('pemFile', pemFileProblem)
  TLS_KEY_FILE?: string;

  // --- database ---
  @Trimmed() @Satisfies('databaseUrl', databaseUrlProblem) DATABASE_URL =
    'sqlite:data/aspire.sqlite';
  @IsOptional()
  @Trimmed()
  @Satisfies('readUrl', (url, env) => readUrlProblem(url, env.DATABASE_URL))
  DATABASE_READ_URL?: string;
  // 30 tries 2 s apart: a minute for a database container to come up, then a clear failure.
  @WholeNumber(0, 1000) DATABASE_CONNECT_RETRIES = 30;
  @WholeNumber(0, 600_000) DATABASE_CONNECT_RETRY_DELAY_MS = 2000;
  /** A read replica further behind the primary than this is not read. */
  @WholeNumber(100, 3_600_000) DATABASE_READ_MAX_LAG_MS = 5000;
  // Below the 30 s most orchestrators wait between SIGTERM and SIGKILL.
  @WholeNumber(1000) SHUTDOWN_TIMEOUT_MS = 25_000;
  /** On SIGTERM: serve on, reporting not ready, this long (the proxy's check interval + margin). */
  @WholeNumber(0, 300_000) SHUTDOWN_DRAIN_MS = 10_000;

  // --- sessions ---
  @IsOptional()
  @MinLength(32, { message: 'must be at least 32 characters (e.g. openssl rand -base64 32)' })
  JWT_SECRET?: string;
  // NIST 800-63B AAL2: 30 minutes of inactivity; staff, who see every student, 15.
  @WholeNumber(1, 1440) SESSION_IDLE_MINUTES = 30;
  @WholeNumber(1, 1440) SESSION_IDLE_STAFF_MINUTES = 15;
  @WholeNumber(60) JWT_EXPIRES_IN_SECONDS = 12 * 3600;
  @OneOf(['owasp', 'test'])
  @RefusedInProduction('test', 'must not be "test" when NODE_ENV=production')
  PASSWORD_HASH_COST: 'owasp' | 'test' = 'owasp';

  // --- mail ---
  MAIL_FROM = 'Aspire <no-reply@aspire.test>';
  /** Default: smtp when SMTP_HOST is set, the outbox otherwise. */
  @IsOptional() @OneOf(['outbox', 'smtp']) MAIL_TRANSPORT?: 'outbox' | 'smtp';
  @Flag()
  @RefusedInProduction(true, 'cannot be "true" when NODE_ENV=production')
  MAIL_OUTBOX_KEEP_LINKS = false;
  @RequiredWhen((env) => env.MAIL_TRANSPORT === 'smtp', 'is required when MAIL_TRANSPORT=smtp')
  SMTP_HOST?: string;
  @WholeNumber(1, 65535) SMTP_PORT = 587;
  @Flag() SMTP_SECURE = false;
  SMTP_USER?: string;
  SMTP_PASS?: string;

  // --- AI provider ---
  @OneOf(['offline', 'openai-compatible']) AI_PROVIDER: 'offline' | 'openai-compatible' = 'offline';
  @AbsoluteUrl() AI_BASE_URL = 'https://api.x.ai/v1';
  @RequiredWhen(
    (env) => env.AI_PROVIDER === 'openai-compatible',
    'is required when AI_PROVIDER=openai-compatible',
  )
  AI_API_KEY?: string;
  AI_MODEL = 'grok-3-mini';
  // A generation gives up after 20 s; tests set less.
  @WholeNumber(100, 120_000) AI_TIMEOUT_MS = 20_000;

  // --- rate limits and jobs ---
  REDIS_URL?: string;
  /** Before every Redis key: deployments sharing one Redis never count each other's requests. */
  @Satisfies('redisKeyPrefix', redisKeyPrefixProblem) REDIS_KEY_PREFIX = 'aspire:';
  /** Well under a second: a request must not wait on a Redis that is gone. */
  @WholeNumber(10, 5000) REDIS_COMMAND_TIMEOUT_MS = 250;
  @WholeNumber(1) REGISTER_IP_LIMIT_PER_HOUR = 60;
  @WholeNumber(1) AUTH_THROTTLE_PER_MINUTE = 300;
  // Team tasks expire by the day; hourly keeps the 5-day invitation rule close. 0 turns a job off.
  @WholeNumber(0) TEAM_SWEEP_INTERVAL_MS = 3_600_000;
  @WholeNumber(0) ASSIGNMENT_REMINDER_INTERVAL_MS = 900_000;

  // --- retention (days; defaults in domain/privacy/retention.ts) ---
  @Days() RETENTION_UNVERIFIED_ACCOUNT_DAYS = RETENTION_DEFAULTS.unverifiedAccountDays;
  @Days() RETENTION_MAIL_BODY_DAYS = RETENTION_DEFAULTS.mailBodyDays;
  @Days() RETENTION_ANALYTICS_EVENT_DAYS = RETENTION_DEFAULTS.analyticsEventDays;
  @WholeNumber(0) RETENTION_INTERVAL_MS = DAY_MS;

  // --- operations ---
  @OneOf(LOG_LEVELS) LOG_LEVEL: (typeof LOG_LEVELS)[number] = 'info';
  /** Default: pretty when NODE_ENV=development, json otherwise. */
  @IsOptional() @OneOf(['json', 'pretty']) LOG_FORMAT?: 'json' | 'pretty';
  @IsOptional()
  @MinLength(16, { message: 'must be at least 16 characters' })
  METRICS_TOKEN?: string;

  // --- school sign-in (README "School sign-in"; config/sso-env.ts) ---
  @IsOptional() @Trimmed() @Satisfies('ssoSecretKey', ssoSecretKeyProblem) SSO_SECRET_KEY?: string;
  @AbsoluteUrl() SSO_GOOGLE_ISSUER = GOOGLE_ISSUER;
  @AbsoluteUrl() @Satisfies('tenantPlaceholder', authorityProblem) SSO_MICROSOFT_AUTHORITY =
    MICROSOFT_AUTHORITY;
  @Flag()
  @RefusedInProduction(true, 'must not be "true" when NODE_ENV=production')
  SSO_ALLOW_HTTP_ISSUER = false;

  // --- links shown in the portal ---
  PRODUCT_NAME = 'Aspire';
  SUPPORT_EMAIL = 'support@aspire.test';
  @AbsoluteUrl() PROVIDER_URL = 'https://aspire.test/product';
  @AbsoluteUrl() WEBSITE_URL = 'https://aspire.test';
  @AbsoluteUrl() TERMS_URL = 'https://aspire.test/terms';
  @AbsoluteUrl() PRIVACY_URL = 'https://aspire.test/privacy';
  @AbsoluteUrl() COOKIES_URL = 'https://aspire.test/cookies';
  ASSESSMENT_VERSION = '2025.1';

  // --- demo accounts (first start only) ---
  /** The demo school and accounts; default: on, except when NODE_ENV=production. */
  @IsOptional() @Flag() SEED_DEMO_ACCOUNTS?: boolean;
  SEED_ADMIN_PASSWORD?: string;
  SEED_COORDINATOR_PASSWORD?: string;
  SEED_STUDENT_PASSWORD?: string;
  SEED_ADVISER_PASSWORD?: string;
}
