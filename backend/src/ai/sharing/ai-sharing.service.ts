import { Inject, Injectable } from '@nestjs/common';
import { Actor } from '../../admin/actor.decorator';
import { ShortLivedRead } from '../../app-state/short-lived-read';
import { AuditService } from '../../audit/audit.service';
import { Clock } from '../../common/clock';
import { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Transactions } from '../../database/transactions';
import { AiProviderName } from '../ai.types';
import { AI_SHARING_SETTING, AiSharingRepository } from './ai-sharing.repository';

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
    private readonly rows: AiSharingRepository,
    private readonly audit: AuditService,
    clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.setting = new ShortLivedRead(clock, AI_SHARING_TTL_MS, () => this.rows.enabled());
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
    await this.rows.ensureRow();
    await this.transactions.run(async (manager) => {
      if (!(await this.rows.set(manager, enabled))) return;
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
