import { AssessmentType } from '@aspire/domain';
import { randomUUID } from 'node:crypto';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { InstrumentVersionsService } from '../../src/assessments/instrument-versions.service';
import { tops } from '../../src/assessments/progress.service';
import { ScoringRegistry } from '../../src/assessments/scoring-registry';
import { applySessionSums } from '../../src/assessments/scale-sums.repository';
import { User } from '../../src/users/entities/user.entity';
import {
  answerSession,
  asRawRows,
  Respondent,
  ServedItem,
  SimulatedAnswer,
} from '../../../domain/test/simulated-cohort';
import { TestApp } from './test-app';

/** The instrument of a type as the bank serves it now, and its version (recorded). */
export async function currentInstrument(t: TestApp, type: AssessmentType) {
  const versions = t.app.get(InstrumentVersionsService);
  const { items } = await versions.current(t.dataSource.manager, type);
  const hash = await versions.record(t.dataSource.manager, type);
  const bank: ServedItem[] = items.map((i) => ({
    id: i.id,
    facet: i.facet,
    category: i.category,
    subCategory: i.subCategory,
    options: i.options,
  }));
  return { hash, bank };
}

export type InsertedSession = {
  respondent: Respondent;
  user: User;
  sessionId: string;
  answers: SimulatedAnswer[];
};

/**
 * Completed sessions of simulated respondents on today's instrument, written straight into the
 * database (one new student each, a few multi-row INSERTs) and added to the kept statistics as
 * a completion adds them: the background cohort a student's report is read against. The
 * student under test takes the assessment through the API instead.
 */
export async function insertSimulatedSessions(
  t: TestApp,
  respondents: readonly Respondent[],
  type: Exclude<AssessmentType, 'SubjectPart3'>,
  o: { schoolId: number | null; completedAt?: Date },
): Promise<InsertedSession[]> {
  const at = o.completedAt ?? t.clock.now();
  const { hash, bank } = await currentInstrument(t, type);
  const scoring = t.app.get(ScoringRegistry).current;
  const sessions = respondents.map((respondent) => {
    const id = randomUUID();
    const tag = id.slice(0, 12);
    const user = Object.assign(new User(), {
      id,
      email: `c${tag}@cohort.test`,
      username: `c_${tag}`,
      usernameKey: `c_${tag}`,
      passwordHash: 'not-a-hash',
      age: 15,
      role: 'user',
      appRole: 'user',
      schoolId: o.schoolId,
      tokenVersion: 0,
      emailVerifiedAt: at,
      createdAt: at,
      updatedAt: at,
    });
    return {
      respondent,
      user,
      sessionId: randomUUID(),
      answers: answerSession(respondent, type, bank),
    };
  });
  await insertChunks(
    t,
    User,
    sessions.map((s) => s.user),
  );
  await insertChunks(
    t,
    AssessmentProgress,
    sessions.map((s) => ({
      userId: s.user.id,
      sessionId: s.sessionId,
      assessmentType: type,
      isCompleted: true,
      lastCompletionDate: at,
      ...tops(type, asRawRows(s.answers, bank), []),
      partIISessionId: null,
      instrumentVersion: hash,
      scoringVersion: scoring,
      qualityFlags: [],
      createdAt: at,
      updatedAt: at,
    })),
  );
  await insertChunks(
    t,
    AssessmentAnswer,
    sessions.flatMap((s) =>
      s.answers.map((a) => ({
        userId: s.user.id,
        sessionId: s.sessionId,
        assessmentType: type,
        questionId: a.questionId,
        category: a.category,
        subCategory: a.subCategory,
        facet: a.facet,
        taxonomy: [],
        score: a.score,
        answerMs: a.answerMs,
        createdAt: at,
      })),
    ),
  );
  await applySessionSums(
    t.dataSource.manager,
    sessions.map((s) => ({
      type,
      version: hash,
      schoolId: o.schoolId,
      completedAt: at,
      latest: true, // one session per new student
      answers: s.answers.map((a) => ({ questionId: a.questionId, facet: a.facet, score: a.score })),
    })),
    1,
  );
  return sessions;
}

async function insertChunks(t: TestApp, entity: new () => object, rows: object[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await t.dataSource.getRepository(entity).insert(rows.slice(i, i + 200) as never);
  }
}
