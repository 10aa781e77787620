import {
  Inject,
  Injectable,
  Logger,
  OnApplicationBootstrap,
  OnApplicationShutdown,
} from '@nestjs/common';
import { DataSource, QueryRunner } from 'typeorm';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';

export type ReplicaState = 'up' | 'down' | 'lagging';
/** Why a replica read went to the primary: the replica is down or behind, or the caller wrote. */
export type FallbackReason = 'down' | 'lagging' | 'own_write';

/** How often the primary's heartbeat is written and the replica looked at. */
export const REPLICA_CHECK_MS = 1000;
const HEARTBEAT = 'primary';

/**
 * Whether report and list reads may go to the read replica now: it answers, and its copy of the
 * primary's heartbeat is no older than DATABASE_READ_MAX_LAG_MS. Every instance writes the
 * heartbeat on the primary (`UTC_TIMESTAMP(3)`: the database's clock, not the instance's) and
 * reads it back from the replica once a second; while the replica is down or lagging, reads go
 * to the primary and each change of state is logged once
 * (docs/decisions/0085-replica-that-heals.md).
 */
@Injectable()
export class ReplicaHealth implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Replica');
  private timer?: NodeJS.Timeout;
  private checking?: Promise<void>;
  private listeners: ((reason: FallbackReason) => void)[] = [];
  /** Until the first check, a configured replica is taken as up (the pool connects lazily). */
  state: ReplicaState = 'up';
  /** Seconds behind the primary at the last check; undefined while it cannot be read. */
  lagSeconds?: number;
  reason?: string;

  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  get configured(): boolean {
    return Boolean((this.dataSource.options as { replication?: unknown }).replication);
  }

  /** Called with the reason each time a read falls back to the primary (for the metric). */
  onFallback(listener: (reason: FallbackReason) => void): void {
    this.listeners.push(listener);
  }

  /** The replica may serve a read now; otherwise the caller reads the primary. */
  usable(): boolean {
    if (this.state === 'up') return true;
    this.fellBack(this.state);
    return false;
  }

  /** Counts one read sent to the primary instead. */
  fellBack(reason: FallbackReason): void {
    for (const listener of this.listeners) listener(reason);
  }

  /** A read on the replica failed to get a connection: down until a check says otherwise. */
  failed(error: Error): void {
    this.set('down', `the read replica did not answer (${error.message})`);
  }

  onApplicationBootstrap(): void {
    if (!this.configured) return;
    this.timer = setInterval(() => {
      this.checking ??= this.check().finally(() => (this.checking = undefined));
    }, REPLICA_CHECK_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.checking;
  }

  /** One look: writes the heartbeat on the primary, reads it on the replica. */
  async check(): Promise<void> {
    if (!this.configured) return;
    await this.beat().catch(() => undefined); // a primary that is down is readiness's to report
    let runner: QueryRunner | undefined;
    try {
      runner = this.dataSource.createQueryRunner('slave');
      const rows = (await runner.query(
        'SELECT TIMESTAMPDIFF(MICROSECOND, beat_at, UTC_TIMESTAMP(3)) AS lag FROM db_heartbeat WHERE name = ?',
        [HEARTBEAT],
      )) as { lag: number | string | null }[];
      const lag = rows.length && rows[0]!.lag !== null ? Number(rows[0]!.lag) / 1e6 : undefined;
      this.lagSeconds = lag;
      const bound = this.config.databaseReadMaxLagMs / 1000;
      if (lag === undefined)
        this.set('lagging', 'the read replica has no heartbeat from the primary yet');
      else if (lag > bound) {
        this.set(
          'lagging',
          `the read replica is ${lag.toFixed(1)} s behind (more than ${bound} s)`,
        );
      } else this.set('up');
    } catch (error) {
      this.lagSeconds = undefined;
      this.failed(error as Error);
    } finally {
      await runner?.release().catch(() => undefined);
    }
  }

  private async beat(): Promise<void> {
    await this.dataSource.query(
      'INSERT INTO db_heartbeat (name, beat_at) VALUES (?, UTC_TIMESTAMP(3)) ON DUPLICATE KEY UPDATE beat_at = UTC_TIMESTAMP(3)',
      [HEARTBEAT],
    );
  }

  private set(state: ReplicaState, reason?: string): void {
    if (state === this.state && reason === this.reason) return;
    const changed = state !== this.state;
    this.state = state;
    this.reason = reason;
    if (!changed) return;
    if (state === 'up')
      this.logger.log({ msg: 'read replica back: reports and lists read it again', replica: 'up' });
    else this.logger.warn({ msg: `${reason}: reports and lists read the primary`, replica: state });
  }
}
