import { ASSESSMENT_TYPE_LIST, AssessmentType, DASHBOARD_SCORE_TYPES } from '@aspire/domain';
import { HttpStatus, Injectable } from '@nestjs/common';
import { CheckAccessService } from '../assessments/access/check-access.service';
import { ProgressService } from '../assessments/progress.service';
import { ScoresService } from '../assessments/scores.service';
import { AssignmentsService } from '../assignments/assignments.service';
import { AuthUser, verifiedSession } from '../auth/auth-user';
import { AppError } from '../common/app-error';

/** What a route answering 404 gives the portal: null. Any other failure stays one. */
const orNull = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof AppError && error.getStatus() === HttpStatus.NOT_FOUND) return null;
    throw error;
  });

/**
 * For a fast first screen (docs/decisions/0046-light-first-screens.md): the first screen's reads in
 * one answer, each made by the service its own route calls, so their rules stay in one place. The
 * session check, the access checks
 * and the assignments are the caller's, as their routes answer them (an admin reading a student
 * gets their own): the page's early reads need no other request before its first paint.
 */
@Injectable()
export class DashboardService {
  constructor(
    private readonly progress: ProgressService,
    private readonly scores: ScoresService,
    private readonly access: CheckAccessService,
    private readonly assignments: AssignmentsService,
  ) {}

  async summary(userId: string, caller: AuthUser) {
    const [progress, access, enrichAccess, assignments] = await Promise.all([
      Promise.all(ASSESSMENT_TYPE_LIST.map((type) => orNull(this.progress.get(userId, type)))),
      this.access.decide('dashboard', caller),
      this.access.decide('dashboard_enrich', caller),
      this.assignments.mine(caller.id),
    ]);
    const byType = Object.fromEntries(
      ASSESSMENT_TYPE_LIST.map((type, i) => [type, progress[i]]),
    ) as Record<AssessmentType, (typeof progress)[number]>;
    // The scores only of a completed type, as the portal asks for them.
    const scores = await Promise.all(
      DASHBOARD_SCORE_TYPES.map((type) =>
        byType[type]?.isCompleted ? orNull(this.scores.scores(userId, type)) : null,
      ),
    );
    return {
      session: verifiedSession(caller),
      access,
      progress: byType,
      scores: { Subject: scores[0], SubjectPart3: scores[1] },
      enrichAccess,
      assignments,
    };
  }
}
