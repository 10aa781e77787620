import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import {
  DEFAULT_MODEL,
  respondent,
  signIn,
  SimulatedAnswer,
  simulatedCohort,
  takeAssessment,
} from '../../../domain/test/simulated-cohort';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { PASSWORD } from '../support/factories';
import { insertSimulatedSessions } from '../support/simulated-sessions';
import { apiOf, simulatedStudents, SimulatedStudent } from '../support/simulated-students';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 86_400_000;
const CHANGED = 'Realistic';

/** A facet's average over a session's answers, computed here from what was sent. */
const average = (answers: readonly SimulatedAnswer[], facet: string) => {
  const mine = answers.filter((a) => a.facet === facet);
  return mine.reduce((s, a) => s + a.score, 0) / mine.length;
};

/**
 * A retake through the API, as the portal now submits it (no delete): the earlier session is
 * kept as history, the new one is current, and the report says per facet whether the change is
 * beyond measurement error (docs/decisions/0063-a-retake-keeps-the-earlier-session.md).
 */
describe('a retake keeps the earlier session', () => {
  let t: TestApp;
  let student: SimulatedStudent;
  let other: SimulatedStudent;
  let first: { sessionId: string; answers: SimulatedAnswer[] };
  let second: { sessionId: string; answers: SimulatedAnswer[] };
  const as = (s: SimulatedStudent) => asBearer(t, s.token);

  beforeAll(async () => {
    t = await createTestApp();
    const school = await makeSchool(t, 'Retake School', 'retake.test');
    // The background cohort that gives each facet its α, so its SEM is known.
    await insertSimulatedSessions(t, simulatedCohort({ seed: 'retake-bg', size: 150 }), 'Career', {
      schoolId: null,
      completedAt: new Date(t.clock.now().getTime() - 300 * DAY),
    });
    const before = respondent('retake', 0);
    // The same student, whose Realistic level rose by 2.5 SD between the two sittings.
    const after = respondent('retake', 0, 'ordinary', {
      ...DEFAULT_MODEL,
      facetMeans: { [CHANGED]: 2.5 },
    });
    [student, other] = await simulatedStudents(t, [before, respondent('retake', 1)], {
      domain: school.domain,
      via: 'direct',
    });
    const api = await apiOf(t);
    first = await takeAssessment(api, student, before, 'Career');
    t.clock.advance(181 * DAY);
    // Six months on, both sign in again (their earlier sign-ins have long expired).
    student = { ...student, ...(await signIn(api, student.email, PASSWORD)) };
    other = { ...other, ...(await signIn(api, other.email, PASSWORD)) };
    second = await takeAssessment(api, student, after, 'Career');
    // A cohort and two whole sittings: slow on a busy two-core machine, never a wait.
  }, 180_000);
  afterAll(() => t.close());

  const history = (s: SimulatedStudent) =>
    as(s).get(`/api/assessment/history/${s.userId}`, { assessmentType: 'Career' });

  it('keeps both sessions, the new one current, and reports read the current one', async () => {
    const list = await history(student).expect(200);
    expect(
      list.body.map((h: { sessionId: string; current: boolean }) => [h.sessionId, h.current]),
    ).toEqual([
      [second.sessionId, true],
      [first.sessionId, false],
    ]);
    const current = await as(student)
      .get(`/api/assessment/scores/${student.userId}`, { assessmentType: 'Career' })
      .expect(200);
    expect(current.body.sessionId).toBe(second.sessionId);
    const earlier = await as(student)
      .get(`/api/assessment/scores/${student.userId}`, {
        assessmentType: 'Career',
        sessionId: first.sessionId,
      })
      .expect(200);
    const realistic = earlier.body.facets.find((f: { _id: string }) => f._id === CHANGED);
    expect(realistic.averageScore).toBeCloseTo(average(first.answers, CHANGED), 10);
  });

  it('shows per facet whether the change is beyond measurement error, as computed here', async () => {
    const res = await as(student)
      .get(`/api/assessment/norms/${student.userId}`, { assessmentType: 'Career' })
      .expect(200);
    expect(res.body.retake.session_id).toBe(first.sessionId);
    const sem = new Map(res.body.facets.map((f: { facet: string; sem: number }) => [f.facet, f]));
    for (const change of res.body.retake.facets) {
      const before = average(first.answers, change.facet);
      const after = average(second.answers, change.facet);
      const facetSem = (sem.get(change.facet) as { sem: number }).sem;
      expect(facetSem).toBeGreaterThan(0);
      const rci = (after - before) / (Math.SQRT2 * facetSem);
      expect([change.facet, change.before, change.after]).toEqual([change.facet, before, after]);
      expect(change.rci).toBeCloseTo(rci, 10);
      const direction = rci > 1.96 ? 'up' : rci < -1.96 ? 'down' : 'none';
      expect([change.facet, change.direction]).toEqual([change.facet, direction]);
    }
    const byFacet = new Map(
      res.body.retake.facets.map((f: { facet: string }) => [f.facet, f] as const),
    );
    expect(byFacet.get(CHANGED)).toMatchObject({ direction: 'up' });
    // Every other facet was answered the same way: no change at all.
    const others = res.body.retake.facets.filter((f: { facet: string }) => f.facet !== CHANGED);
    expect(others.length).toBeGreaterThan(10);
    expect(new Set(others.map((f: { direction: string }) => f.direction))).toEqual(
      new Set(['none']),
    );
  });

  it('puts every session in the data download', async () => {
    const res = await as(student).get(`/api/users/download-data/${student.userId}`).expect(200);
    expect(res.text).toContain(first.sessionId);
    expect(res.text).toContain(second.sessionId);
  });

  it("refuses another student's history and session with 403", async () => {
    await history(other).expect(200);
    const list = await as(other).get(`/api/assessment/history/${student.userId}`, {
      assessmentType: 'Career',
    });
    expect(list.status).toBe(403);
    const res = await as(other).del(`/api/assessment/history/${other.userId}/${first.sessionId}`);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'This assessment session belongs to another user.' });
  });

  it('keeps the current result: it cannot be deleted here', async () => {
    const res = await as(student).del(
      `/api/assessment/history/${student.userId}/${second.sessionId}`,
    );
    expect(res.status).toBe(409);
    expect(res.body.error).toMatch(/^This is your current result\./);
  });

  it('deletes an earlier session from the account, audited, and the report stops comparing', async () => {
    const res = await as(student)
      .del(`/api/assessment/history/${student.userId}/${first.sessionId}`)
      .expect(200);
    expect(res.body).toEqual({
      message: 'Earlier results deleted',
      deletedAnswers: first.answers.length,
      deletedSessions: 1,
    });
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findBy({ action: 'assessment_session_delete', resourceId: first.sessionId });
    expect(audit.map((a) => a.actorId)).toEqual([student.userId]);
    await as(student)
      .get(`/api/assessment/scores/${student.userId}`, {
        assessmentType: 'Career',
        sessionId: first.sessionId,
      })
      .expect(404);
    const norms = await as(student)
      .get(`/api/assessment/norms/${student.userId}`, { assessmentType: 'Career' })
      .expect(200);
    expect(norms.body.retake).toBeNull();
    expect((await history(student).expect(200)).body).toHaveLength(1);
    await as(student)
      .del(`/api/assessment/history/${student.userId}/${first.sessionId}`)
      .expect(404);
  });

  it('erases every session with the account', async () => {
    await as(student)
      .del(`/api/users/delete/${student.userId}`, { password: PASSWORD })
      .expect(200);
    const where = { userId: student.userId };
    expect(await t.dataSource.getRepository(AssessmentAnswer).countBy(where)).toBe(0);
    expect(await t.dataSource.getRepository(AssessmentProgress).countBy(where)).toBe(0);
  });
});
