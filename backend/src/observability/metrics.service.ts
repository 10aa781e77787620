import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource, QueryRunner } from 'typeorm';
import { ReplicaHealth } from '../database/replica-health';

const COUNTED = Symbol('queryErrorsCounted');

type Driver = DataSource['driver'];

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

  private readonly jobRuns = new Counter({
    name: 'aspire_job_runs_total',
    help: 'Background job runs on this instance, by job and result: ok, failed',
    labelNames: ['job', 'result'] as const,
    registers: [this.registry],
  });
  private readonly jobDuration = new Histogram({
    name: 'aspire_job_duration_seconds',
    help: 'How long each background job run took, by job',
    labelNames: ['job'] as const,
    buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300, 1800],
    registers: [this.registry],
  });
  private readonly poolWait = new Histogram({
    name: 'aspire_db_pool_wait_seconds',
    help: 'Time a query waited for a database connection, by pool: primary, replica',
    labelNames: ['pool'] as const,
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [this.registry],
  });
  private readonly replicaFallbacks = new Counter({
    name: 'aspire_db_replica_fallback_reads_total',
    help: 'Report and list reads sent to the primary instead of the replica: down, lagging, own_write',
    labelNames: ['reason'] as const,
    registers: [this.registry],
  });
  private readonly throttleFallbacks = new Counter({
    name: 'aspire_throttle_local_fallback_total',
    help: 'Throttle decisions made by this instance alone because Redis did not answer',
    registers: [this.registry],
  });
  private redisUp?: () => boolean;

  constructor(
    private readonly dataSource: DataSource,
    private readonly replica: ReplicaHealth,
  ) {
    const source = dataSource;
    new Gauge({
      name: 'aspire_db_pool_connections',
      help: 'Database connections by pool (primary, replica) and state (SQLite: one connection, always open)',
      labelNames: ['pool', 'state'] as const,
      registers: [this.registry],
      collect() {
        for (const { pool, total, free } of poolUsage(source)) {
          this.set({ pool, state: 'total' }, total);
          this.set({ pool, state: 'idle' }, free);
          this.set({ pool, state: 'busy' }, total - free);
        }
      },
    });
    const health = replica;
    new Gauge({
      name: 'aspire_db_replica_up',
      help: 'The read replica serves reads (1), or is down or lagging and the primary serves them (0)',
      registers: [this.registry],
      collect() {
        if (health.configured) this.set(health.state === 'up' ? 1 : 0);
      },
    });
    new Gauge({
      name: 'aspire_db_replica_lag_seconds',
      help: "How far behind the primary the replica was at its last check (from the primary's heartbeat)",
      registers: [this.registry],
      collect() {
        if (health.lagSeconds !== undefined) this.set(health.lagSeconds);
      },
    });
    const redis = () => this.redisUp;
    new Gauge({
      name: 'aspire_redis_up',
      help: 'Redis answers (1); 0: each instance throttles on its own',
      registers: [this.registry],
      collect() {
        const up = redis();
        if (up) this.set(up() ? 1 : 0);
      },
    });
    replica.onFallback((reason) => this.replicaFallbacks.inc({ reason }));
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
    this.timePoolWaits(driver);
    // better-sqlite3 keeps one runner, already created: wrap it too.
    if (this.dataSource.options.type === 'better-sqlite3') count(create('master'));
  }

  /**
   * The time from asking the driver for a connection to having one (TypeORM's public
   * `obtainMasterConnection`/`obtainSlaveConnection`): the wait for a free connection, or for a
   * new one to open. A pool too small for the load shows here before anything fails.
   */
  private timePoolWaits(driver: Driver): void {
    const mysql = driver as Driver & {
      obtainMasterConnection?: () => Promise<unknown>;
      obtainSlaveConnection?: () => Promise<unknown>;
    };
    if (!mysql.obtainMasterConnection || !mysql.obtainSlaveConnection) return;
    const replicated = Boolean((this.dataSource.options as { replication?: unknown }).replication);
    const timed = (pool: 'primary' | 'replica', obtain: () => Promise<unknown>) => async () => {
      const started = performance.now();
      try {
        return await obtain();
      } finally {
        this.poolWait.observe({ pool }, (performance.now() - started) / 1000);
      }
    };
    mysql.obtainMasterConnection = timed('primary', mysql.obtainMasterConnection.bind(mysql));
    // Without a replica it asks the primary's pool, through the method timed just above.
    if (replicated) {
      mysql.obtainSlaveConnection = timed('replica', mysql.obtainSlaveConnection.bind(mysql));
    }
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

  jobRun(job: string, result: 'ok' | 'failed', seconds: number): void {
    this.jobRuns.inc({ job, result });
    this.jobDuration.observe({ job }, seconds);
  }

  /** The shared throttle's Redis: whether it answers, read at each scrape. */
  watchRedis(up: () => boolean): void {
    this.redisUp = up;
  }

  throttleFellBack(): void {
    this.throttleFallbacks.inc();
  }
}

type PoolUsage = { pool: 'primary' | 'replica'; total: number; free: number };

/**
 * Each pool's connections: the single pool, or with a read replica mysql2's pool cluster
 * (TypeORM names its nodes MASTER and SLAVE0…), whose pools were not counted before (the gauge
 * read 0/0/0 whenever DATABASE_READ_URL was set).
 */
function poolUsage(dataSource: DataSource): PoolUsage[] {
  if (!dataSource.isInitialized) return [];
  if (dataSource.options.type === 'better-sqlite3') return [{ pool: 'primary', total: 1, free: 0 }];
  const driver = dataSource.driver as unknown as {
    pool?: PoolInternals;
    poolCluster?: { _nodes?: Record<string, { pool: PoolInternals }> };
  };
  const usage = (pool: 'primary' | 'replica', p?: PoolInternals): PoolUsage => {
    const total = p?._allConnections?.length ?? 0;
    return { pool, total, free: Math.min(total, p?._freeConnections?.length ?? 0) };
  };
  if (!driver.poolCluster) return [usage('primary', driver.pool)];
  const nodes = Object.entries(driver.poolCluster._nodes ?? {});
  return nodes.map(([id, node]) => usage(id === 'MASTER' ? 'primary' : 'replica', node.pool));
}
