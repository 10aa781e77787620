import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { AppState } from '../../app-state/app-state.entity';
import { readVersion } from '../../app-state/version-counter.repository';

/** The app_state row holding the setting: 1 when an admin allowed sharing, else 0 (or no row). */
export const AI_SHARING_SETTING = 'ai_third_party_enabled';

/** The AI sharing setting's row in the shared app_state table: this module's only row there. */
@Injectable()
export class AiSharingRepository {
  constructor(@InjectRepository(AppState) private readonly state: Repository<AppState>) {}

  /** Whether an admin allowed sharing (no row: no). */
  async enabled(): Promise<boolean> {
    return (await readVersion(this.state.manager, AI_SHARING_SETTING)) === 1;
  }

  /** The row, created off when missing (INSERT OR IGNORE / INSERT IGNORE: no race on creation). */
  async ensureRow(): Promise<void> {
    await this.state.manager
      .createQueryBuilder()
      .insert()
      .into(AppState)
      .values({ name: AI_SHARING_SETTING, value: 0 })
      .orIgnore()
      .execute();
  }

  /** One conditional write (`value <> new`) in the caller's transaction: true when it changed. */
  async set(manager: EntityManager, enabled: boolean): Promise<boolean> {
    const value = enabled ? 1 : 0;
    const result = await manager
      .createQueryBuilder()
      .update(AppState)
      .set({ value })
      .where('name = :name AND value <> :value', { name: AI_SHARING_SETTING, value })
      .execute();
    return !!result.affected;
  }
}
