import { notComparedYet } from '@aspire/domain';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { storedFacetTotals } from '../../src/assessments/facet-totals.repository';
import { subtractCompletedSessions } from '../../src/assessments/scale-sums.repository';
import { NormsLatestSession1736300000000 } from '../../src/database/migrations/1736300000000-NormsLatestSession';
import { totalHistograms } from '../support/cohort-reference';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { answersFor, complete, servedQuestions, ServedQuestion } from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 86_400_000;
const bins = (rows: { facet: string; items: number; total: number; count: number }[]) =>
  rows.map((r) => JSON.stringify([r.facet, r.items, r.total, r.count])).sort();

/**
 * Norms count each student once, by their latest completed session of the assessment; scale
 * health keeps every session (docs/decisions/0075-norms-count-each-student-once.md).
 */
describe('norms count each student once', () => {
  let t: TestApp;
  let school: number;
  let version: string;
  let learning: ServedQuestion[];

  beforeAll(async () => {
    t = await createTestApp();
    school = (await makeSchool(t, 'Once School', 'once.test')).id;
  });
  afterAll(() => t.close());

  type Student = Awaited<ReturnType<typeof createUser>>;
  /** The student completes StudyStyle choosing `pick`; their norms for the session. */
  async function completes(s: Student, pick: (q: ServedQuestion) => number) {
    const token = await tokenFor(t, s);
    learning = await servedQuestions(t, token, 'Learning');
    const sessionId = await complete(t, token, s.id, 'Learning', answersFor(learning, pick));
    version = (await t.dataSource.getRepository(AssessmentProgress).findOneByOrFail({ sessionId }))
      .instrumentVersion!;
    return sessionId;
  }
  const norms = async (s: Student) =>
    (
      await asBearer(t, await tokenFor(t, s))
        .get(`/api/assessment/norms/${s.id}`)
        .query({ assessmentType: 'Learning' })
        .expect(200)
    ).body as { facets: { facet: string; reason: string | null }[] };
  /** Every facet's line says the group has `n` students. */
  const says = async (s: Student, n: number) =>
    expect((await norms(s)).facets.map((f) => f.reason)).toEqual(
      (await norms(s)).facets.map((f) => notComparedYet(f.facet, n)),
    );
  const kept = async (schoolId: number | null) => {
    const stored = await storedFacetTotals(t.dataSource.manager, 'Learning', [version], schoolId);
    return bins(schoolId === null ? stored.all : stored.school!);
  };
  const rebuilt = async (schoolId: number | null) =>
    bins(await totalHistograms(t.dataSource.manager, { type: 'Learning', version, schoolId }));
  const expectKeptIsRebuilt = async () => {
    expect(await kept(null)).toEqual(await rebuilt(null));
    expect(await kept(school)).toEqual(await rebuilt(school));
  };
  const scaleHealthRespondents = async () =>
    (
      await asBearer(t, await staffToken(t, 'admin'))
        .get('/api/admin/scale-health')
        .query({ assessment_type: 'Learning', version })
        .expect(200)
    ).body.respondents as number;

  it('a retake takes the place of the earlier session in the norms, and scale health keeps both', async () => {
    const a = await createUser(t, { role: 'user', schoolId: school });
    const b = await createUser(t, { role: 'user', schoolId: school });
    const first = await completes(a, () => 0);
    const second = await completes(b, (q) => q.options.length - 1);
    await says(a, 2);

    // Six months on, A retakes with other answers: still two students in the norms, A's totals
    // now those of the retake; three sessions in scale health.
    t.clock.advance(181 * DAY);
    const retake = await completes(a, (q) => Math.floor(q.options.length / 2));
    await says(a, 2);
    await says(b, 2);
    await expectKeptIsRebuilt();
    // The facet's histogram, worked out from the answers of A's retake and B's session.
    const answers = t.dataSource.getRepository(AssessmentAnswer);
    const facet = learning[0].facet;
    const totalOf = async (sessionId: string) =>
      (await answers.findBy({ sessionId }))
        .filter((r) => r.facet === facet)
        .reduce((n, r) => n + r.score, 0);
    const expected = new Map<number, number>();
    for (const sessionId of [retake, second]) {
      const total = await totalOf(sessionId);
      expected.set(total, (expected.get(total) ?? 0) + 1);
    }
    const stored = await storedFacetTotals(t.dataSource.manager, 'Learning', [version], null);
    expect(
      new Map(stored.all.filter((h) => h.facet === facet).map((h) => [h.total, h.count])),
    ).toEqual(expected);
    expect(await scaleHealthRespondents()).toBe(3);

    // A deletes the earlier session: the norms are as they were, scale health loses it.
    await asBearer(t, await tokenFor(t, a))
      .del(`/api/assessment/history/${a.id}/${first}`)
      .expect(200);
    await says(a, 2);
    await expectKeptIsRebuilt();
    expect(await scaleHealthRespondents()).toBe(2);
  });

  it("removing a student's latest session puts the one before it back in the norms", async () => {
    const c = await createUser(t, { role: 'user', schoolId: school });
    const earlier = await completes(c, () => 0);
    t.clock.advance(181 * DAY);
    const later = await completes(c, (q) => q.options.length - 1);
    await expectKeptIsRebuilt();
    // What deleting the later one does (UniReady's history delete can take a latest Part III
    // with the earlier UniReady it followed): subtracted in the deletion's transaction.
    await t.dataSource.transaction(async (m) => {
      await subtractCompletedSessions(m, c.id, 'Learning', [later]);
      await m.delete(AssessmentAnswer, { sessionId: later });
      await m.delete(AssessmentProgress, { sessionId: later });
    });
    await expectKeptIsRebuilt();
    expect(
      await t.dataSource.getRepository(AssessmentProgress).countBy({ sessionId: earlier }),
    ).toBe(1);
    await says(c, 3);
  });

  it('the migration rebuilds the histograms from each student’s latest session', async () => {
    const d = await createUser(t, { role: 'user', schoolId: school });
    await completes(d, () => 0);
    t.clock.advance(181 * DAY);
    await completes(d, (q) => q.options.length - 1);
    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new NormsLatestSession1736300000000();
      // Down counts every session again (as the histograms were first filled): not the same.
      await migration.down(runner);
      expect(await kept(null)).not.toEqual(await rebuilt(null));
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    await expectKeptIsRebuilt();
  });
});
