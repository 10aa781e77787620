import { buildInsightsPrompt, canRetake, INSIGHTS_NONE_YET, partIISubjects } from '@aspire/domain';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Not, Repository } from 'typeorm';
import { AiError } from '../ai/ai.types';
import { AiService } from '../ai/ai.service';
import { ScoresService } from '../assessments/scores.service';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Transactions } from '../database/transactions';
import { AccountService } from '../users/account.service';
import { User } from '../users/entities/user.entity';
import { reachStage, refreshStages } from '../assessments/student-stages.repository';
import { Insight } from './entities/insight.entity';
import { buildProfile, FacetList, profilePrompt } from './profile.builder';

export const INSIGHTS_LOCKED = 'Insights was last generated within the past 6 months.';
export const INSIGHTS_NEED_BOTH =
  'Complete both UniReady and FutureReady assessments to generate insights.';
export const NO_INSIGHTS = INSIGHTS_NONE_YET;

/** The provider of a row whose text is still being generated. */
const PENDING = 'pending';
/** Longer than any provider time-out: a pending row older than this is a failed request. */
const CLAIM_MS = 5 * 60_000;

const toResponse = (i: Insight) => ({
  insights: i.text,
  generationDate: i.generatedAt,
  provider: i.provider,
});

@Injectable()
export class InsightsService {
  constructor(
    @InjectRepository(Insight) private readonly insights: Repository<Insight>,
    private readonly accounts: AccountService,
    private readonly transactions: Transactions,
    private readonly scores: ScoresService,
    private readonly ai: AiService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private latest(userId: string) {
    return this.insights.findOne({
      where: { userId, provider: Not(PENDING) },
      order: { generatedAt: 'DESC', id: 'DESC' },
    });
  }

  /** The latest insights, or null: for the reports shown beside others (a shared link, a PDF). */
  async find(userId: string) {
    const insight = await this.latest(userId);
    return insight ? toResponse(insight) : null;
  }

  async get(userId: string) {
    const insight = await this.latest(userId);
    if (!insight) throw AppError.notFound(NO_INSIGHTS);
    return toResponse(insight);
  }

  /**
   * Both prerequisites, then the 6-month lock (admins exempt) claimed atomically with a pending
   * row before the provider is asked, so parallel requests generate once; the row gets its text
   * when the provider answers and is removed when it fails.
   */
  async generate(caller: AuthUser, userId: string) {
    const [subject, partIII, career] = await this.profileScores(userId);
    if (!subject || !career) throw AppError.forbidden(INSIGHTS_NEED_BOTH);
    const profile = buildProfile(
      subject.facets as FacetList,
      (partIII?.facets ?? []) as FacetList,
      career.visualization,
    );
    const claim = await this.claim(caller, userId);
    let generated;
    try {
      generated = await this.ai.generate(profilePrompt(profile), profile, {
        timeoutMs: this.config.ai.timeoutMs,
      });
    } catch (error) {
      await this.transactions.run(async (manager) => {
        await manager.delete(Insight, claim);
        await refreshStages(manager, userId, ['insights_generated']);
      });
      if (error instanceof AiError) throw new AppError(error.status as HttpStatus, error.message);
      throw error;
    }
    const done = {
      text: generated.text,
      provider: generated.provider,
      generatedAt: this.clock.now(),
    };
    await this.transactions.run(async (manager) => {
      await manager.update(Insight, claim, done);
      await refreshStages(manager, userId, ['insights_generated']);
    });
    return toResponse({ ...done, userId, id: claim } as Insight);
  }

  /** The 6-month lock, decided under the student's row lock; answers the pending row's id. */
  private claim(caller: AuthUser, userId: string): Promise<number> {
    return this.transactions.locked(User, { id: userId }, async (manager) => {
      const now = this.clock.now();
      const recent = await manager.find(Insight, {
        where: { userId },
        order: { generatedAt: 'DESC', id: 'DESC' },
        take: 5,
      });
      // A pending row older than the claim lifetime belongs to a request that died mid-way.
      const last = recent.find(
        (i) => i.provider !== PENDING || now.getTime() - i.generatedAt.getTime() < CLAIM_MS,
      );
      if (last && !canRetake(last.generatedAt, now, isAdmin(caller))) {
        throw AppError.forbidden(INSIGHTS_LOCKED);
      }
      await reachStage(manager, userId, 'insights_generated', now);
      const result = await manager.insert(Insight, {
        userId,
        text: '',
        provider: PENDING,
        generatedAt: now,
      });
      return result.identifiers[0].id as number;
    });
  }

  /**
   * Save: generate() already stored the text; saving it again changes nothing.
   * Within the 6-month window nothing new may be stored (admins may store a fresh text).
   */
  async save(caller: AuthUser, userId: string, text: string) {
    // An admin may name any id: an unknown one is a 404, not a failed foreign key.
    await this.accounts.user(userId);
    const previous = await this.latest(userId);
    if (previous?.text === text) return { message: 'Insights saved successfully' };
    if (!isAdmin(caller)) {
      throw AppError.forbidden(
        previous ? INSIGHTS_LOCKED : 'Generate insights before saving them.',
      );
    }
    const now = this.clock.now();
    await this.transactions.run(async (manager) => {
      await reachStage(manager, userId, 'insights_generated', now);
      await manager.insert(Insight, { userId, text, provider: 'admin', generatedAt: now });
    });
    return { message: 'Insights saved successfully' };
  }

  /**
   * Ask Grok (docs/product/dashboard.md, "AI insights (Generate Insights)"): the student's profile
   * prompt, built here from the stored scores (the one builder is domain's buildInsightsPrompt);
   * null until UniReady Part II and FutureReady
   * are completed. The portal shows it and never builds its own.
   */
  async prompt(userId: string): Promise<{ prompt: string | null }> {
    const [subject, partIII, career] = await this.profileScores(userId);
    const subjects = partIISubjects(subject?.facets ?? []);
    if (!subjects.length || !career) return { prompt: null };
    const prompt = buildInsightsPrompt({
      subjects,
      explorationSubjects: partIII?.facets ?? [],
      career: career.visualization,
    });
    return { prompt };
  }

  /** The latest completed UniReady, Subject Exploration and FutureReady scores (null if none). */
  private profileScores(userId: string) {
    return Promise.all([
      this.optionalScores(userId, 'Subject'),
      this.optionalScores(userId, 'SubjectPart3'),
      this.optionalScores(userId, 'Career'),
    ]);
  }

  private optionalScores(userId: string, type: 'Subject' | 'SubjectPart3' | 'Career') {
    return this.scores.scores(userId, type).catch((error: unknown) => {
      if (error instanceof AppError && error.getStatus() === 404) return null;
      throw error;
    });
  }
}
