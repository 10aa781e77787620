import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { AuthLimit, LimitKind } from '../entities/auth-limit.entity';

/** The values a decision writes onto a limit row. */
export type LimitValues = Partial<
  Pick<
    AuthLimit,
    'attempts' | 'lastAttemptAt' | 'lockedUntil' | 'dailyCount' | 'dailyDate' | 'windowStartedAt'
  >
>;

/** Every write raises the row's version, so a decision made on an older read cannot land. */
const NEXT_VERSION = () => 'version + 1';

/**
 * The lockout table's statements: one row per (kind, subject), each write conditional on the
 * version it was decided on (docs/product/access.md, "Lockouts and backoff"). Plain TypeORM
 * repository calls; nothing is read back after a write (the caller has every value).
 */
@Injectable()
export class AuthLimitsRepository {
  constructor(@InjectRepository(AuthLimit) private readonly limits: Repository<AuthLimit>) {}

  find(kind: LimitKind, subject: string): Promise<AuthLimit | null> {
    return this.limits.findOneBy({ action: kind, subject });
  }

  findMany(kind: LimitKind, subjects: string[]): Promise<AuthLimit[]> {
    return this.limits.findBy({ action: kind, subject: In(subjects) });
  }

  /** Creates the (kind, subject) row at zero, unless a parallel request just did. */
  async addIfMissing(kind: LimitKind, subject: string): Promise<void> {
    await this.limits
      .createQueryBuilder()
      .insert()
      .values({ action: kind, subject, attempts: 0, dailyCount: 0 })
      .orIgnore()
      .updateEntity(false)
      .execute();
  }

  /** Writes `values` if the row is still at `version`; true when it was. */
  async writeOver(id: number, version: number, values: LimitValues): Promise<boolean> {
    const { affected } = await this.limits.update(
      { id, version },
      { ...values, version: NEXT_VERSION },
    );
    return affected === 1;
  }

  /** One use fewer in the window that started at `window`, if that window still runs. */
  async giveBackUse(kind: LimitKind, subject: string, window: Date): Promise<void> {
    await this.limits
      .createQueryBuilder()
      .update()
      .set({ attempts: () => 'attempts - 1', version: NEXT_VERSION })
      .where('action = :kind AND subject = :subject AND attempts > 0', { kind, subject })
      .andWhere('window_started_at <= :window', { window })
      .execute();
  }

  /** `reset`, only when every attempt counted was made before `before`. */
  async resetIfLastBefore(kind: LimitKind, subject: string, before: Date): Promise<void> {
    await this.limits
      .createQueryBuilder()
      .update()
      .set({ attempts: 0, lockedUntil: null, lastAttemptAt: null, version: NEXT_VERSION })
      .where('action = :kind AND subject = :subject AND attempts > 0', { kind, subject })
      .andWhere('last_attempt_at < :before', { before })
      .execute();
  }

  /** Clears the attempts and the lock of (kind, subject), whatever its version. */
  async reset(kind: LimitKind, subject: string): Promise<void> {
    await this.limits.update(
      { action: kind, subject },
      { attempts: 0, lockedUntil: null, lastAttemptAt: null, version: NEXT_VERSION },
    );
  }
}
