import { plainToInstance } from 'class-transformer';
import { ValidationError, validateSync } from 'class-validator';
import { readFileSync } from 'node:fs';
import { AiConfig, AppConfig, MailConfig, PasswordHashingConfig, TlsConfig } from './app-config';
import { mysqlUrl, parseDatabaseUrl } from './database-url';
import { trustProxyValue } from './env-rules';
import { EnvironmentVariables } from './environment-variables';
import { toSso } from './sso-env';

/** A bad setting: the process prints this one line and exits non-zero (no stack trace). */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

/** OWASP Password Storage Cheat Sheet, argon2id: m = 19 MiB, t = 2, p = 1. */
export const OWASP_ARGON2: PasswordHashingConfig = {
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
};

/** Cheap argon2id for the test suites only: a login costs milliseconds instead of a second. */
export const TEST_ARGON2: PasswordHashingConfig = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Validates the environment (a blank variable counts as unset) and reads it typed. */
export function loadConfig(env: Env = process.env): AppConfig {
  return toAppConfig(validateEnvironment(env));
}

/** Every bad variable, each named, on one line: "Invalid configuration: NAME reason; ...". */
export function validateEnvironment(env: Env): EnvironmentVariables {
  const set = Object.fromEntries(Object.entries(env).filter(([, value]) => value?.trim()));
  const variables = plainToInstance(EnvironmentVariables, set, { exposeDefaultValues: true });
  const errors = validateSync(variables, { stopAtFirstError: true });
  if (errors.length > 0) {
    throw new ConfigError(`Invalid configuration: ${errors.map(describe).join('; ')}`);
  }
  return variables;
}

const describe = (error: ValidationError) =>
  `${error.property} ${Object.values(error.constraints ?? {})[0] ?? 'is not valid'}`;

function toAppConfig(env: EnvironmentVariables): AppConfig {
  const tls = toTls(env);
  return {
    port: env.PORT,
    host: env.HOST,
    appUrl: env.APP_URL ?? `${tls ? 'https' : 'http'}://localhost:${env.PORT}`,
    tls,
    dataDir: env.DATA_DIR,
    database: parseDatabaseUrl(env.DATABASE_URL),
    databaseReadUrl: env.DATABASE_READ_URL && mysqlUrl(env.DATABASE_READ_URL),
    databaseConnect: {
      retries: env.DATABASE_CONNECT_RETRIES,
      delayMs: env.DATABASE_CONNECT_RETRY_DELAY_MS,
    },
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_MS,
    databaseReadMaxLagMs: env.DATABASE_READ_MAX_LAG_MS,
    jwt: { secret: env.JWT_SECRET, expiresInSeconds: env.JWT_EXPIRES_IN_SECONDS },
    sessionIdle: {
      studentMs: env.SESSION_IDLE_MINUTES * 60_000,
      staffMs: env.SESSION_IDLE_STAFF_MINUTES * 60_000,
    },
    mail: toMail(env),
    ai: toAi(env),
    redisUrl: env.REDIS_URL,
    redisKeyPrefix: env.REDIS_KEY_PREFIX.endsWith(':')
      ? env.REDIS_KEY_PREFIX
      : `${env.REDIS_KEY_PREFIX}:`,
    redisCommandTimeoutMs: env.REDIS_COMMAND_TIMEOUT_MS,
    trustProxy: trustProxyValue(env.TRUST_PROXY),
    registerIpLimitPerHour: env.REGISTER_IP_LIMIT_PER_HOUR,
    authThrottlePerMinute: env.AUTH_THROTTLE_PER_MINUTE,
    teamSweepIntervalMs: env.TEAM_SWEEP_INTERVAL_MS,
    assignmentReminderIntervalMs: env.ASSIGNMENT_REMINDER_INTERVAL_MS,
    retention: {
      unverifiedAccountDays: env.RETENTION_UNVERIFIED_ACCOUNT_DAYS,
      mailBodyDays: env.RETENTION_MAIL_BODY_DAYS,
      analyticsEventDays: env.RETENTION_ANALYTICS_EVENT_DAYS,
      intervalMs: env.RETENTION_INTERVAL_MS,
    },
    links: {
      productName: env.PRODUCT_NAME,
      supportEmail: env.SUPPORT_EMAIL,
      providerUrl: env.PROVIDER_URL,
      websiteUrl: env.WEBSITE_URL,
      termsUrl: env.TERMS_URL,
      privacyUrl: env.PRIVACY_URL,
      cookiesUrl: env.COOKIES_URL,
      assessmentVersion: env.ASSESSMENT_VERSION,
    },
    log: {
      level: env.LOG_LEVEL,
      pretty: (env.LOG_FORMAT ?? (env.NODE_ENV === 'development' ? 'pretty' : 'json')) === 'pretty',
    },
    metrics: { token: env.METRICS_TOKEN },
    seedPasswords: {
      admin: env.SEED_ADMIN_PASSWORD,
      coordinator: env.SEED_COORDINATOR_PASSWORD,
      student: env.SEED_STUDENT_PASSWORD,
      adviser: env.SEED_ADVISER_PASSWORD,
    },
    passwordHashing: env.PASSWORD_HASH_COST === 'test' ? TEST_ARGON2 : OWASP_ARGON2,
    sso: toSso(env),
    seedDemoAccounts: env.SEED_DEMO_ACCOUNTS ?? env.NODE_ENV !== 'production',
  };
}

function toMail(env: EnvironmentVariables): MailConfig {
  const transport = env.MAIL_TRANSPORT ?? (env.SMTP_HOST ? 'smtp' : 'outbox');
  const common = { from: env.MAIL_FROM, keepLinks: env.MAIL_OUTBOX_KEEP_LINKS };
  if (transport === 'outbox') return { transport, ...common };
  return {
    transport,
    ...common,
    host: env.SMTP_HOST!,
    port: env.SMTP_PORT,
    secure: env.SMTP_SECURE,
    user: env.SMTP_USER,
    pass: env.SMTP_PASS,
  };
}

function toAi(env: EnvironmentVariables): AiConfig {
  const timeoutMs = env.AI_TIMEOUT_MS;
  if (env.AI_PROVIDER === 'offline') return { provider: 'offline', timeoutMs };
  return {
    provider: env.AI_PROVIDER,
    timeoutMs,
    baseUrl: env.AI_BASE_URL,
    apiKey: env.AI_API_KEY!,
    model: env.AI_MODEL,
  };
}

/** The PEM files were read once by the validation; a wrong path never gets this far. */
function toTls(env: EnvironmentVariables): TlsConfig | undefined {
  if (!env.TLS_CERT_FILE || !env.TLS_KEY_FILE) return undefined;
  return {
    cert: readFileSync(env.TLS_CERT_FILE, 'utf8'),
    key: readFileSync(env.TLS_KEY_FILE, 'utf8'),
  };
}
