import { DAY_MS, RETENTION_DEFAULTS } from '@aspire/domain';
import { readFileSync } from 'node:fs';
import {
  AppConfig,
  DatabaseConfig,
  MailConfig,
  AiConfig,
  LogConfig,
  PasswordHashingConfig,
  RetentionConfig,
  TlsConfig,
} from './app-config';

/** A bad setting: the process prints this one line and exits non-zero (no stack trace). */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

const fail = (variable: string, reason: string): never => {
  throw new ConfigError(`Invalid configuration: ${variable} ${reason}`);
};

function integer(env: Env, name: string, fallback: number, min = 0, max = 2 ** 31): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    fail(name, `must be a whole number between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string): string {
  const raw = env[name] || fallback;
  try {
    new URL(raw);
  } catch {
    fail(name, `must be an absolute URL (got "${raw}")`);
  }
  return raw.replace(/\/$/, '');
}

export function parseDatabaseUrl(raw: string | undefined): DatabaseConfig {
  const value = raw?.trim() || 'sqlite:data/aspire.sqlite';
  if (value.startsWith('sqlite:')) {
    const file = value.slice('sqlite:'.length).replace(/^\/\/(?=\/)/, '');
    if (!file) fail('DATABASE_URL', 'needs a file path after "sqlite:"');
    return { kind: 'sqlite', file };
  }
  if (/^(mysql|mariadb):\/\//.test(value)) {
    let parsed: URL | undefined;
    try {
      parsed = new URL(value.replace(/^mariadb:/, 'mysql:'));
    } catch {
      fail('DATABASE_URL', 'is not a valid mysql:// URL');
    }
    if (!parsed?.hostname || parsed.pathname.length < 2) {
      fail('DATABASE_URL', 'must look like mysql://user:pass@host:3306/database');
    }
    return { kind: 'mysql', url: value.replace(/^mariadb:/, 'mysql:') };
  }
  return fail(
    'DATABASE_URL',
    `must start with "sqlite:" or "mysql://" (got "${value.split(':')[0]}:...")`,
  );
}

/** A replica of the primary: only beside a mysql:// DATABASE_URL, and itself a mysql:// URL. */
function parseReadUrl(env: Env, primary: DatabaseConfig): string | undefined {
  const raw = env.DATABASE_READ_URL?.trim();
  if (!raw) return undefined;
  if (primary.kind !== 'mysql') fail('DATABASE_READ_URL', 'needs a mysql:// DATABASE_URL');
  let replica: DatabaseConfig | undefined;
  try {
    replica = parseDatabaseUrl(raw);
  } catch {
    fail('DATABASE_READ_URL', 'must look like mysql://user:pass@host:3306/database');
  }
  if (replica?.kind !== 'mysql') fail('DATABASE_READ_URL', 'must be a mysql:// URL');
  return (replica as { url: string }).url;
}

function parseMail(env: Env): MailConfig {
  const from = env.MAIL_FROM || 'Aspire <no-reply@aspire.test>';
  const transport = env.MAIL_TRANSPORT || (env.SMTP_HOST ? 'smtp' : 'outbox');
  const keepLinks = keepOutboxLinks(env);
  if (transport === 'outbox') return { transport, from, keepLinks };
  if (transport !== 'smtp') return fail('MAIL_TRANSPORT', 'must be "outbox" or "smtp"');
  if (!env.SMTP_HOST) fail('SMTP_HOST', 'is required when MAIL_TRANSPORT=smtp');
  return {
    transport,
    from,
    keepLinks,
    host: env.SMTP_HOST as string,
    port: integer(env, 'SMTP_PORT', 587, 1, 65535),
    secure: env.SMTP_SECURE === 'true',
    user: env.SMTP_USER || undefined,
    pass: env.SMTP_PASS || undefined,
  };
}

/**
 * Reset and verification links are removed from the stored copy of a mail unless this is set:
 * the e2e and backend tests read their links from the outbox. Never in production.
 */
function keepOutboxLinks(env: Env): boolean {
  const raw = env.MAIL_OUTBOX_KEEP_LINKS || 'false';
  if (raw !== 'true' && raw !== 'false')
    fail('MAIL_OUTBOX_KEEP_LINKS', 'must be "true" or "false"');
  if (raw === 'true' && env.NODE_ENV === 'production') {
    fail('MAIL_OUTBOX_KEEP_LINKS', 'cannot be "true" when NODE_ENV=production');
  }
  return raw === 'true';
}

function parseAi(env: Env): AiConfig {
  const provider = env.AI_PROVIDER || 'offline';
  // spec 002 §9: 20 s; configurable so tests need not wait that long.
  const timeoutMs = integer(env, 'AI_TIMEOUT_MS', 20_000, 100, 120_000);
  if (provider === 'offline') return { provider, timeoutMs };
  if (provider !== 'openai-compatible') {
    return fail('AI_PROVIDER', `must be "offline" or "openai-compatible" (got "${provider}")`);
  }
  if (!env.AI_API_KEY) fail('AI_API_KEY', 'is required when AI_PROVIDER=openai-compatible');
  return {
    provider,
    timeoutMs,
    baseUrl: url(env, 'AI_BASE_URL', 'https://api.x.ai/v1'),
    apiKey: env.AI_API_KEY as string,
    model: env.AI_MODEL || 'grok-3-mini',
  };
}

const LOG_LEVELS: LogConfig['level'][] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

function parseLog(env: Env): LogConfig {
  const level = (env.LOG_LEVEL || 'info') as LogConfig['level'];
  if (!LOG_LEVELS.includes(level)) fail('LOG_LEVEL', `must be one of ${LOG_LEVELS.join(', ')}`);
  const format = env.LOG_FORMAT || (env.NODE_ENV === 'development' ? 'pretty' : 'json');
  if (format !== 'json' && format !== 'pretty') fail('LOG_FORMAT', 'must be "json" or "pretty"');
  return { level, pretty: format === 'pretty' };
}

function metricsToken(env: Env): string | undefined {
  const token = env.METRICS_TOKEN || undefined;
  if (token !== undefined && token.length < 16)
    fail('METRICS_TOKEN', 'must be at least 16 characters');
  return token;
}

/** OWASP Password Storage Cheat Sheet, argon2id: m = 19 MiB, t = 2, p = 1 (DESIGN §9). */
export const OWASP_ARGON2: PasswordHashingConfig = {
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

/** Cheap argon2id for the test suites only: a login costs milliseconds instead of a second. */
export const TEST_ARGON2: PasswordHashingConfig = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * PASSWORD_HASH_COST=test selects TEST_ARGON2; anything else than unset/"owasp" is refused, and
 * "test" is refused outright when NODE_ENV=production, so production never silently hashes cheaply.
 */
function parsePasswordHashing(env: Env): PasswordHashingConfig {
  const raw = env.PASSWORD_HASH_COST || 'owasp';
  if (raw === 'owasp') return OWASP_ARGON2;
  if (raw !== 'test') return fail('PASSWORD_HASH_COST', `must be "owasp" or "test" (got "${raw}")`);
  if (env.NODE_ENV === 'production') {
    return fail('PASSWORD_HASH_COST', 'must not be "test" when NODE_ENV=production');
  }
  return TEST_ARGON2;
}

/** Retention periods in days (at least 1, at most 10 years) and the job's interval. */
function parseRetention(env: Env): RetentionConfig {
  const days = (name: string, fallback: number) => integer(env, name, fallback, 1, 3650);
  return {
    unverifiedAccountDays: days(
      'RETENTION_UNVERIFIED_ACCOUNT_DAYS',
      RETENTION_DEFAULTS.unverifiedAccountDays,
    ),
    mailBodyDays: days('RETENTION_MAIL_BODY_DAYS', RETENTION_DEFAULTS.mailBodyDays),
    analyticsEventDays: days(
      'RETENTION_ANALYTICS_EVENT_DAYS',
      RETENTION_DEFAULTS.analyticsEventDays,
    ),
    intervalMs: integer(env, 'RETENTION_INTERVAL_MS', DAY_MS, 0),
  };
}

/** A PEM file named by `variable`, read at start so that a wrong path stops the app there. */
function readPem(variable: string, file: string): string {
  let text = '';
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    fail(variable, `cannot be read (${file})`);
  }
  if (!text.includes('-----BEGIN ')) fail(variable, `is not a PEM file (${file})`);
  return text;
}

/** TLS_CERT_FILE and TLS_KEY_FILE together, or neither (plain HTTP). */
function parseTls(env: Env): TlsConfig | undefined {
  const certFile = env.TLS_CERT_FILE?.trim();
  const keyFile = env.TLS_KEY_FILE?.trim();
  if (!certFile && !keyFile) return undefined;
  if (!certFile) return fail('TLS_CERT_FILE', 'is required with TLS_KEY_FILE');
  if (!keyFile) return fail('TLS_KEY_FILE', 'is required with TLS_CERT_FILE');
  return { cert: readPem('TLS_CERT_FILE', certFile), key: readPem('TLS_KEY_FILE', keyFile) };
}

export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const database = parseDatabaseUrl(env.DATABASE_URL);
  const tls = parseTls(env);
  return {
    port,
    host: env.HOST || '0.0.0.0',
    appUrl: url(env, 'APP_URL', `${tls ? 'https' : 'http'}://localhost:${port}`),
    tls,
    dataDir: env.DATA_DIR || 'data',
    database,
    databaseReadUrl: parseReadUrl(env, database),
    // 30 tries 2 s apart: a minute for a database container to come up, then a clear failure.
    databaseConnect: {
      retries: integer(env, 'DATABASE_CONNECT_RETRIES', 30, 0, 1000),
      delayMs: integer(env, 'DATABASE_CONNECT_RETRY_DELAY_MS', 2000, 0, 600_000),
    },
    // Below the 30 s most orchestrators wait between SIGTERM and SIGKILL.
    shutdownTimeoutMs: integer(env, 'SHUTDOWN_TIMEOUT_MS', 25_000, 1000),
    jwt: {
      secret: env.JWT_SECRET || undefined,
      expiresInSeconds: integer(env, 'JWT_EXPIRES_IN_SECONDS', 12 * 3600, 60),
    },
    mail: parseMail(env),
    ai: parseAi(env),
    redisUrl: env.REDIS_URL || undefined,
    trustProxy: env.TRUST_PROXY === 'true',
    registerIpLimitPerHour: integer(env, 'REGISTER_IP_LIMIT_PER_HOUR', 60, 1),
    authThrottlePerMinute: integer(env, 'AUTH_THROTTLE_PER_MINUTE', 300, 1),
    // spec 002 §4: tasks are checked daily; hourly keeps the 5-day invitation rule close.
    teamSweepIntervalMs: integer(env, 'TEAM_SWEEP_INTERVAL_MS', 3_600_000, 0),
    assignmentReminderIntervalMs: integer(env, 'ASSIGNMENT_REMINDER_INTERVAL_MS', 900_000, 0),
    retention: parseRetention(env),
    links: {
      productName: env.PRODUCT_NAME || 'Aspire',
      supportEmail: env.SUPPORT_EMAIL || 'support@aspire.test',
      providerUrl: url(env, 'PROVIDER_URL', 'https://aspire.test/product'),
      websiteUrl: url(env, 'WEBSITE_URL', 'https://aspire.test'),
      termsUrl: url(env, 'TERMS_URL', 'https://aspire.test/terms'),
      privacyUrl: url(env, 'PRIVACY_URL', 'https://aspire.test/privacy'),
      cookiesUrl: url(env, 'COOKIES_URL', 'https://aspire.test/cookies'),
      assessmentVersion: env.ASSESSMENT_VERSION || '2025.1',
    },
    log: parseLog(env),
    metrics: { token: metricsToken(env) },
    seedPasswords: {
      admin: env.SEED_ADMIN_PASSWORD || undefined,
      coordinator: env.SEED_COORDINATOR_PASSWORD || undefined,
      student: env.SEED_STUDENT_PASSWORD || undefined,
    },
    passwordHashing: parsePasswordHashing(env),
  };
}
