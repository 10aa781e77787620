import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource, QueryRunner } from 'typeorm';
import type { Driver } from 'typeorm/driver/Driver';

const COUNTED = Symbol('queryErrorsCounted');

type LoginResult = 'success' | 'failure' | 'locked';
type AiResult = 'ok' | 'failure' | 'timeout';
type MailResult = 'sent' | 'failed';

/** What a mysql2 pool exposes about itself (not in its typings). */
type PoolInternals = {
  _allConnections?: { length: number };
  _freeConnections?: { length: number };
};

/**
 * The process's Prometheus metrics, one registry per application (tests build many apps in one
 * process). Services count their own events through the methods below.
 */
@Injectable()
export class MetricsService implements OnApplicationBootstrap {
  readonly registry = new Registry();
  private defaultsCollected = false;

  private readonly requests = new Counter({
    name: 'aspire_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [this.registry],
  });
  private readonly duration = new Histogram({
    name: 'aspire_http_request_duration_seconds',
    help: 'HTTP request latency, by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });
  private readonly queryErrors = new Counter({
    name: 'aspire_db_query_errors_total',
    help: 'Database queries that failed',
    registers: [this.registry],
  });
  private readonly logins = new Counter({
    name: 'aspire_logins_total',
    help: 'Sign-in attempts: success, failure (wrong e-mail or password), locked (refused by the lockout)',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly refusedRegistrations = new Counter({
    name: 'aspire_registrations_refused_whitelist_total',
    help: 'Registrations refused because the e-mail is not whitelisted',
    registers: [this.registry],
  });
  private readonly completions = new Counter({
    name: 'aspire_assessments_completed_total',
    help: 'Assessments completed, by type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });
  private readonly aiCalls = new Counter({
    name: 'aspire_ai_calls_total',
    help: 'Calls to the AI provider: ok, failure, timeout',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });
  private readonly mails = new Counter({
    name: 'aspire_mail_deliveries_total',
    help: 'Mail delivery attempts: sent, failed',
    labelNames: ['result'] as const,
    registers: [this.registry],
  });

  constructor(private readonly dataSource: DataSource) {
    const source = dataSource;
    new Gauge({
      name: 'aspire_db_pool_connections',
      help: 'Database connections by state (SQLite: one connection, always open)',
      labelNames: ['state'] as const,
      registers: [this.registry],
      collect() {
        const { total, free } = poolUsage(source);
        this.set({ state: 'total' }, total);
        this.set({ state: 'idle' }, free);
        this.set({ state: 'busy' }, total - free);
      },
    });
  }

  /**
   * Counts failed queries by wrapping each query runner's `query` (TypeORM's afterQuery event is
   * not sent for failures on better-sqlite3, and the query logger is not ours to replace).
   */
  onApplicationBootstrap(): void {
    const errors = this.queryErrors;
    const driver = this.dataSource.driver as Driver & { [COUNTED]?: true };
    if (driver[COUNTED]) return;
    driver[COUNTED] = true;
    const wrapped = new WeakSet<QueryRunner>();
    const count = (runner: QueryRunner) => {
      if (wrapped.has(runner)) return runner;
      wrapped.add(runner);
      const query = runner.query.bind(runner) as (...args: unknown[]) => Promise<unknown>;
      runner.query = (async (...args: unknown[]) => {
        try {
          return await query(...args);
        } catch (error) {
          errors.inc();
          throw error;
        }
      }) as QueryRunner['query'];
      return runner;
    };
    const create = driver.createQueryRunner.bind(driver);
    driver.createQueryRunner = (mode) => count(create(mode));
    // better-sqlite3 keeps one runner, already created: wrap it too.
    if (this.dataSource.options.type === 'better-sqlite3') count(create('master'));
  }

  /** Process metrics (event-loop lag, memory, CPU): only once /metrics is switched on. */
  collectProcessMetrics(): void {
    if (this.defaultsCollected) return;
    this.defaultsCollected = true;
    collectDefaultMetrics({ register: this.registry, prefix: 'aspire_' });
  }

  request(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status: String(status) };
    this.requests.inc(labels);
    this.duration.observe(labels, seconds);
  }

  login(result: LoginResult): void {
    this.logins.inc({ result });
  }

  registrationRefusedByWhitelist(): void {
    this.refusedRegistrations.inc();
  }

  assessmentCompleted(type: string): void {
    this.completions.inc({ type });
  }

  aiCall(result: AiResult): void {
    this.aiCalls.inc({ result });
  }

  mail(result: MailResult): void {
    this.mails.inc({ result });
  }
}

function poolUsage(dataSource: DataSource): { total: number; free: number } {
  if (!dataSource.isInitialized) return { total: 0, free: 0 };
  if (dataSource.options.type === 'better-sqlite3') return { total: 1, free: 0 };
  const pool = (dataSource.driver as unknown as { pool?: PoolInternals }).pool;
  const total = pool?._allConnections?.length ?? 0;
  return { total, free: Math.min(total, pool?._freeConnections?.length ?? 0) };
}
