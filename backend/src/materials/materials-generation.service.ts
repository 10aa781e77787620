import {
  canGenerateMaterials,
  materialSubjectOptions,
  MaterialSetResponse,
  materialsLockedSince,
  MATERIALS_NEED_BOTH,
  MATERIALS_NEED_STUDYSTYLE,
  MATERIALS_SELECT_SUBJECT,
  MATERIALS_SUBJECT_NOT_TOP,
} from '@aspire/domain';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AiError } from '../ai/ai.types';
import { AiService } from '../ai/ai.service';
import { ProgressService } from '../assessments/progress.service';
import { ScoresService } from '../assessments/scores.service';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { User } from '../users/entities/user.entity';
import { reachStage, refreshStages } from '../assessments/student-stages.repository';
import { Material } from './entities/material.entity';
import { MaterialSet } from './entities/material-set.entity';
import { MaterialSetsService, PENDING } from './material-sets.service';
import { toMaterialSetResponse } from './material-set.response';

/** Longer than any provider time-out: a pending set older than this is a failed request. */
const CLAIM_MS = 5 * 60_000;
export const MATERIALS_EXIST = 'Learning materials already exist for this student.';

/**
 * Learning materials are generated once per 6 months, admins exempt
 * (docs/product/dashboard.md, "Knowledge: learning materials").
 */
@Injectable()
export class MaterialsGenerationService {
  constructor(
    @InjectRepository(MaterialSet) private readonly sets: Repository<MaterialSet>,
    private readonly stored: MaterialSetsService,
    private readonly transactions: Transactions,
    private readonly progress: ProgressService,
    private readonly scores: ScoresService,
    private readonly ai: AiService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The prerequisites, then the 6-month lock claimed atomically with a pending set before the
   * provider is asked, so parallel requests generate one set; the set gets its 12 materials
   * when the provider answers and is removed when it fails.
   */
  async generate(caller: AuthUser, userId: string, subject: string): Promise<MaterialSetResponse> {
    const chosen = await this.checkPrerequisites(userId, subject);
    const claim = await this.claim(userId, chosen, (last) => {
      if (last && !canGenerateMaterials(last.generatedAt, this.clock.now(), isAdmin(caller))) {
        throw AppError.forbidden(materialsLockedSince(last.generatedAt));
      }
    });
    return this.fill(claim, userId, chosen);
  }

  /**
   * An admin's Knowledge tab generates a first set when none exists
   * (docs/product/dashboard.md, "Knowledge: learning materials").
   */
  async autoGenerate(userId: string, subject?: string): Promise<MaterialSetResponse> {
    const options = await this.options(userId);
    const chosen = await this.checkPrerequisites(userId, subject?.trim() || options[0] || '');
    const claim = await this.claim(userId, chosen, (last) => {
      if (last) throw AppError.conflict(MATERIALS_EXIST);
    });
    return this.fill(claim, userId, chosen);
  }

  /** Both assessments, StudyStyle, and a subject among the student's top subjects. */
  private async checkPrerequisites(userId: string, subject: string): Promise<string> {
    if (!subject.trim()) throw AppError.badRequest(MATERIALS_SELECT_SUBJECT);
    const [career, uniReady, learning] = await Promise.all([
      this.progress.latestCompletion(userId, 'Career'),
      this.progress.latestCompletion(userId, 'Subject'),
      this.progress.latestCompletion(userId, 'Learning'),
    ]);
    if (!career || !uniReady) throw AppError.forbidden(MATERIALS_NEED_BOTH);
    if (!learning) throw AppError.forbidden(MATERIALS_NEED_STUDYSTYLE);
    const wanted = subject.trim().toLowerCase();
    const match = (await this.options(userId)).find((s) => s.toLowerCase() === wanted);
    if (!match) throw AppError.badRequest(MATERIALS_SUBJECT_NOT_TOP);
    return match;
  }

  private async options(userId: string): Promise<string[]> {
    return materialSubjectOptions(await this.scores.topSubjects(userId));
  }

  /** Decides on the latest live set under the student's row lock, then claims a pending set. */
  private claim(
    userId: string,
    subject: string,
    decide: (last: MaterialSet | undefined) => void,
  ): Promise<number> {
    return this.transactions.locked(User, { id: userId }, async (manager) => {
      const now = this.clock.now();
      const recent = await manager.find(MaterialSet, {
        where: { userId },
        order: { generatedAt: 'DESC', id: 'DESC' },
        take: 5,
      });
      // A pending set older than the claim lifetime belongs to a request that died mid-way.
      decide(
        recent.find(
          (s) => s.provider !== PENDING || now.getTime() - s.generatedAt.getTime() < CLAIM_MS,
        ),
      );
      await reachStage(manager, userId, 'enrich_used', now);
      const inserted = await manager.insert(MaterialSet, {
        userId,
        subject,
        provider: PENDING,
        generatedAt: now,
      });
      return inserted.identifiers[0].id as number;
    });
  }

  private async fill(setId: number, userId: string, subject: string) {
    let generated;
    try {
      generated = await this.ai.materials(subject, { timeoutMs: this.config.ai.timeoutMs });
    } catch (error) {
      await this.transactions.run(async (manager) => {
        await manager.delete(MaterialSet, setId);
        await refreshStages(manager, userId, ['enrich_used']);
      });
      if (error instanceof AiError) throw new AppError(error.status as HttpStatus, error.message);
      throw error;
    }
    const set = Object.assign(new MaterialSet(), {
      id: setId,
      userId,
      subject,
      provider: generated.provider,
      generatedAt: this.clock.now(),
    });
    const materials = await this.transactions.run(async (manager) => {
      await this.stored.store(manager, setId, generated.materials);
      await manager.update(MaterialSet, setId, {
        provider: set.provider,
        generatedAt: set.generatedAt,
      });
      await refreshStages(manager, userId, ['enrich_used']);
      return manager.find(Material, { where: { setId } });
    });
    return toMaterialSetResponse(set, materials);
  }
}
