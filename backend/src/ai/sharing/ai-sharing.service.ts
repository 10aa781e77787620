import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { Actor } from '../../admin/actor.decorator';
import { AppState } from '../../app-state/app-state.entity';
import { ShortLivedRead } from '../../app-state/short-lived-read';
import { readVersion } from '../../app-state/version-counter.repository';
import { AuditService } from '../../audit/audit.service';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Transactions } from '../../database/transactions';
import { AiProviderName } from '../ai.types';

/** The app_state row holding the setting: 1 when an admin allowed sharing, else 0 (or no row). */
export const AI_SHARING_SETTING = 'ai_third_party_enabled';

/**
 * How long an instance trusts the setting it read: an admin's change reaches every instance
 * within this bound, and this instance's own change at once (like the question bank's version).
 */
export const AI_SHARING_TTL_MS = 1000;

/** The setting, and the provider it governs (`offline` sends nothing, whatever the setting). */
export type AiSharing = { enabled: boolean; provider: AiProviderName };

/**
 * Children's data by default: whether a third-party AI provider may receive students'
 * scores and subject names. Stored in the database so every instance reads the same answer;
 * off until an admin turns it on, and every change is in the audit log.
 */
@Injectable()
export class AiSharingService {
  private readonly setting: ShortLivedRead<boolean>;

  constructor(
    private readonly transactions: Transactions,
    /** The shared app_state table: this module reads and writes only its own row. */
    @InjectRepository(AppState) private readonly state: Repository<AppState>,
    private readonly audit: AuditService,
    clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.setting = new ShortLivedRead(clock, AI_SHARING_TTL_MS, () =>
      readVersion(this.state.manager, AI_SHARING_SETTING).then((v) => v === 1),
    );
  }

  async get(): Promise<AiSharing> {
    return { enabled: await this.enabled(), provider: this.config.ai.provider };
  }

  /** Whether sharing is on, read from the database at most once per AI_SHARING_TTL_MS. */
  enabled(): Promise<boolean> {
    return this.setting.get();
  }

  /**
   * Sets the value with one conditional write (`value <> new`), so of parallel changes each
   * real change is audited once with the right before and after; setting the current value
   * again changes nothing and records nothing.
   */
  async set(actor: Actor, enabled: boolean): Promise<AiSharing> {
    // Created first, in its own statement: INSERT IGNORE on an existing row takes a shared lock
    // on it, which inside the transaction would make parallel changes deadlock on the UPDATE.
    await ensureRow(this.state.manager);
    await this.transactions.run(async (manager) => {
      const value = enabled ? 1 : 0;
      const result = await manager
        .createQueryBuilder()
        .update(AppState)
        .set({ value })
        .where('name = :name AND value <> :value', { name: AI_SHARING_SETTING, value })
        .execute();
      if (!result.affected) return;
      await this.audit.recordChange(manager, actor, {
        action: 'update',
        resource: 'settings',
        id: AI_SHARING_SETTING,
        before: { ai_sharing_enabled: !enabled },
        after: { ai_sharing_enabled: enabled },
      });
    });
    // After the commit: this instance's next read goes to the database.
    this.setting.forget();
    return { enabled, provider: this.config.ai.provider };
  }
}

/** The row, created off when missing (INSERT OR IGNORE / INSERT IGNORE: no race on creation). */
const ensureRow = (manager: EntityManager) =>
  manager
    .createQueryBuilder()
    .insert()
    .into(AppState)
    .values({ name: AI_SHARING_SETTING, value: 0 })
    .orIgnore()
    .execute();
