import { canRetake } from '@aspire/domain';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AiError } from '../ai/ai.types';
import { AiService } from '../ai/ai.service';
import { ScoresService } from '../assessments/scores.service';
import { AuthUser, isAdmin } from '../auth/auth-user';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Insight } from './entities/insight.entity';
import { buildProfile, FacetList, profilePrompt } from './profile.builder';

export const INSIGHTS_LOCKED = 'Insights was last generated within the past 6 months.';
export const INSIGHTS_NEED_BOTH =
  'Complete both UniReady and FutureReady assessments to generate insights.';
export const NO_INSIGHTS = 'No insights found in the server.';

const toResponse = (i: Insight) => ({
  insights: i.text,
  generationDate: i.generatedAt,
  provider: i.provider,
});

@Injectable()
export class InsightsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly scores: ScoresService,
    private readonly ai: AiService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private latest(userId: string) {
    return this.dataSource
      .getRepository(Insight)
      .findOne({ where: { userId }, order: { generatedAt: 'DESC', id: 'DESC' } });
  }

  async get(userId: string) {
    const insight = await this.latest(userId);
    if (!insight) throw AppError.notFound(NO_INSIGHTS);
    return toResponse(insight);
  }

  /** Both prerequisites and the 6-month lock (admins exempt), then the configured provider. */
  async generate(caller: AuthUser, userId: string) {
    const previous = await this.latest(userId);
    if (previous && !canRetake(previous.generatedAt, this.clock.now(), isAdmin(caller))) {
      throw AppError.forbidden(INSIGHTS_LOCKED);
    }
    const [subject, partIII, career] = await Promise.all([
      this.optionalScores(userId, 'Subject'),
      this.optionalScores(userId, 'SubjectPart3'),
      this.optionalScores(userId, 'Career'),
    ]);
    if (!subject || !career) throw AppError.forbidden(INSIGHTS_NEED_BOTH);
    const profile = buildProfile(
      subject.facets as FacetList,
      (partIII?.facets ?? []) as FacetList,
      career.visualization,
    );
    let generated;
    try {
      generated = await this.ai.generate(profilePrompt(profile), profile, {
        timeoutMs: this.config.ai.timeoutMs,
      });
    } catch (error) {
      if (error instanceof AiError) throw new AppError(error.status as HttpStatus, error.message);
      throw error;
    }
    const saved = await this.dataSource.getRepository(Insight).save({
      userId,
      text: generated.text,
      provider: generated.provider,
      generatedAt: this.clock.now(),
    });
    return toResponse(saved);
  }

  /**
   * spec 002 §7 save. generate() already stored the text; saving it again changes nothing.
   * Within the 6-month window nothing new may be stored (admins may store a fresh text).
   */
  async save(caller: AuthUser, userId: string, text: string) {
    const previous = await this.latest(userId);
    if (previous?.text === text) return { message: 'Insights saved successfully' };
    if (!isAdmin(caller)) {
      throw AppError.forbidden(
        previous ? INSIGHTS_LOCKED : 'Generate insights before saving them.',
      );
    }
    await this.dataSource
      .getRepository(Insight)
      .save({ userId, text, provider: 'admin', generatedAt: this.clock.now() });
    return { message: 'Insights saved successfully' };
  }

  private optionalScores(userId: string, type: 'Subject' | 'SubjectPart3' | 'Career') {
    return this.scores.scores(userId, type).catch((error: unknown) => {
      if (error instanceof AppError && error.getStatus() === 404) return null;
      throw error;
    });
  }
}
