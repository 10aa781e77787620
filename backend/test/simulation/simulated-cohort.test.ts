import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { User } from '../../src/users/entities/user.entity';
import {
  answerSession,
  servedBank,
  simulatedCohort,
  takeAssessment,
} from '../../../domain/test/simulated-cohort';
import { makeSchool } from '../reports/school';
import { apiOf, simulatedStudents } from '../support/simulated-students';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * The simulated cohort through the real API: students registered and verified as a student
 * would be, the served instrument answered by the pure generator, submitted and completed.
 */
describe('simulated students through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should register each kind of respondent, store exactly the generated answers and flag the careless ones', async () => {
    const school = await makeSchool(t, 'Harness School', 'harness.test');
    const cohort = simulatedCohort({
      seed: 'api',
      size: 5,
      kinds: { straightLiner: 1, speeder: 1, midpoint: 1, random: 1 },
    });
    const students = await simulatedStudents(t, cohort, { domain: school.domain });
    const api = await apiOf(t);
    for (const s of students) {
      const bank = await servedBank(api, s, 'Career');
      const taken = await takeAssessment(api, s, s.respondent, 'Career');
      expect(taken.answers).toEqual(answerSession(s.respondent, 'Career', bank));
      const stored = await t.dataSource.getRepository(AssessmentAnswer).find({
        where: { userId: s.userId, sessionId: taken.sessionId },
        order: { questionId: 'ASC' },
      });
      const sent = [...taken.answers].sort((a, b) => a.questionId - b.questionId);
      expect(stored.map((a) => [a.questionId, a.score, a.answerMs])).toEqual(
        sent.map((a) => [a.questionId, a.score, a.answerMs]),
      );
      const scores = await t
        .http()
        .get(`/api/assessment/scores/${s.userId}`)
        .query({ assessmentType: 'Career' })
        .auth(s.token, { type: 'bearer' })
        .expect(200);
      const flags = scores.body.qualityFlags as string[];
      const kind = s.respondent.kind;
      expect([kind, flags.includes('speeding')]).toEqual([kind, kind === 'speeder']);
      if (kind === 'straightLiner') expect(flags).toContain('straightLining');
    }
    const schools = await t.dataSource
      .getRepository(User)
      .findBy(students.map((s) => ({ id: s.userId })));
    expect(new Set(schools.map((u) => u.schoolId))).toEqual(new Set([school.id]));
  });
});
