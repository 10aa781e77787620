import { RetentionDays } from '@aspire/domain';

/** Typed configuration, read once from the environment at start-up (see env.ts). */
export type DatabaseConfig = { kind: 'sqlite'; file: string } | { kind: 'mysql'; url: string };

/** keepLinks: the outbox keeps e-mailed links readable (tests and local development only). */
export type MailConfig =
  | { transport: 'outbox'; from: string; keepLinks: boolean }
  | {
      transport: 'smtp';
      from: string;
      keepLinks: boolean;
      host: string;
      port: number;
      secure: boolean;
      user?: string;
      pass?: string;
    };

export type AiConfig = { timeoutMs: number } & (
  | { provider: 'offline' }
  | { provider: 'openai-compatible'; baseUrl: string; apiKey: string; model: string }
);

export type PublicLinks = {
  productName: string;
  supportEmail: string;
  providerUrl: string;
  websiteUrl: string;
  termsUrl: string;
  privacyUrl: string;
  cookiesUrl: string;
  /** the question bank's edition, printed on every report */
  assessmentVersion: string;
};

export type LogConfig = {
  level: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Human-readable lines (development only); JSON lines otherwise. */
  pretty: boolean;
};

/** GET /metrics: off unless a token is set; scrapers send it as a bearer token. */
export type MetricsConfig = { token?: string };

/**
 * argon2id cost; production is OWASP's (m = 19 MiB, t = 2, p = 1;
 * docs/decisions/0008-argon2id-on-worker-threads.md).
 */
export type PasswordHashingConfig = { memoryCost: number; timeCost: number; parallelism: number };

/**
 * Children's data by default: how long things are kept (defaults in
 * domain/privacy/retention.ts) and how often this instance runs the retention job; 0 turns it off.
 */
export type RetentionConfig = RetentionDays & { intervalMs: number };

/**
 * TLS_CERT_FILE and TLS_KEY_FILE (PEM): the app serves HTTPS itself, HTTP/2 with HTTP/1.1 beside
 * it, for a deployment without a proxy in front to do it.
 */
export type TlsConfig = { cert: string; key: string };

/** School sign-in over OpenID Connect (config/sso-env.ts). */
export type SsoConfig = {
  /** Seals the schools' client secrets (AES-256-GCM); none: no school can switch sign-in on. */
  secretKey?: Buffer;
  googleIssuer: string;
  /** The Entra authority with `{tenant}` where the school's tenant id goes. */
  microsoftAuthority: string;
  /** Plain-HTTP issuers (a test's own provider); refused in production. */
  allowHttp: boolean;
};

export type AppConfig = {
  port: number;
  host: string;
  appUrl: string;
  tls?: TlsConfig;
  dataDir: string;
  database: DatabaseConfig;
  /** DATABASE_READ_URL: a MySQL/MariaDB read replica for report and list queries. */
  databaseReadUrl?: string;
  /** At start, how often and how far apart to try the database again before giving up. */
  databaseConnect: { retries: number; delayMs: number };
  /** On SIGTERM, how long requests in flight may take before the instance exits anyway. */
  shutdownTimeoutMs: number;
  jwt: { secret?: string; expiresInSeconds: number };
  mail: MailConfig;
  ai: AiConfig;
  redisUrl?: string;
  /** Put before every Redis key: deployments sharing one Redis never count each other's requests. */
  redisKeyPrefix: string;
  /** A Redis command unanswered after this long fails, and the instance counts on its own. */
  redisCommandTimeoutMs: number;
  /**
   * Whose X-Forwarded-For is believed: false (nobody), the number of proxies in front (the
   * address that many hops from the right), or the proxies' addresses and CIDR ranges.
   */
  trustProxy: false | number | string[];
  /** A read replica further behind than this is not read (the primary is). */
  databaseReadMaxLagMs: number;
  /** On SIGTERM, how long the instance keeps serving while it reports not ready. */
  shutdownDrainMs: number;
  /** A session unused for this long ends: students, and staff (shorter). */
  sessionIdle: { studentMs: number; staffMs: number };
  /** The demo school and accounts are created (never unless asked for in production). */
  seedDemoAccounts: boolean;
  registerIpLimitPerHour: number;
  authThrottlePerMinute: number;
  /** How often this instance sweeps expired team tasks and invitations; 0 turns the job off. */
  teamSweepIntervalMs: number;
  /** How often this instance sends due assignment reminders; 0 turns the job off. */
  assignmentReminderIntervalMs: number;
  retention: RetentionConfig;
  links: PublicLinks;
  log: LogConfig;
  metrics: MetricsConfig;
  seedPasswords: { admin?: string; coordinator?: string; student?: string; adviser?: string };
  passwordHashing: PasswordHashingConfig;
  sso: SsoConfig;
};
