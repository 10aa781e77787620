import { AssessmentType, isPartIIIEligible } from '@aspire/domain';
import { Injectable, OnModuleInit } from '@nestjs/common';
import { isAdmin } from '../../auth/auth-user';
import { QuestionBankService } from '../../questions/question-bank.service';
import { NOT_PART_III_ELIGIBLE, PART_II_FIRST } from '../assessment-messages';
import { ProgressService } from '../progress.service';
import { AccessContext, AccessDecision, AccessRoute } from './access-rules';
import { CheckAccessService } from './check-access.service';

export const ENRICH_LOCKED = 'Complete UniReady and FutureReady to enable Enrich+';

const SCORE_PAGES: Record<string, { type: AssessmentType; name: string }> = {
  'subject-scores': { type: 'Subject', name: 'UniReady' },
  'career-scores': { type: 'Career', name: 'FutureReady' },
  'learning-scores': { type: 'Learning', name: 'StudyStyle' },
};

/** The assessment rules of check-access: Part III, score pages and Enrich+. */
@Injectable()
export class AssessmentAccessRules implements OnModuleInit {
  constructor(
    private readonly access: CheckAccessService,
    private readonly progress: ProgressService,
    private readonly bank: QuestionBankService,
  ) {}

  onModuleInit(): void {
    this.access.register('subjectpart3assessment', (c) => this.partIII(c));
    for (const [route, page] of Object.entries(SCORE_PAGES)) {
      this.access.register(route as AccessRoute, (c) =>
        this.completed(c, page.type, `Complete the ${page.name} assessment to see your scores.`),
      );
    }
    this.access.register('dashboard_enrich', (c) => this.enrich(c));
  }

  private async completed(
    { user }: AccessContext,
    type: AssessmentType,
    error: string,
  ): Promise<AccessDecision> {
    const done = await this.progress.latestCompletion(user.id, type);
    return done ? { access: true } : { access: false, error };
  }

  private async partIII({ user }: AccessContext): Promise<AccessDecision> {
    const subject = await this.progress.latestCompletion(user.id, 'Subject');
    if (!subject) return { access: false, error: PART_II_FIRST };
    const top = subject.topFacets ?? [];
    const facets = top.length ? await this.bank.subjectFacets(top) : [];
    const taxonomy = new Map(facets.map((f) => [f.name, f.taxonomy]));
    return isPartIIIEligible(top, (f) => taxonomy.get(f))
      ? { access: true }
      : { access: false, error: NOT_PART_III_ELIGIBLE };
  }

  private async enrich({ user }: AccessContext): Promise<AccessDecision> {
    if (isAdmin(user)) return { access: true };
    const [career, subject] = await Promise.all([
      this.progress.latestCompletion(user.id, 'Career'),
      this.progress.latestCompletion(user.id, 'Subject'),
    ]);
    return career && subject ? { access: true } : { access: false, error: ENRICH_LOCKED };
  }
}
