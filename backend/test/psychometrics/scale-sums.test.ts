import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { ScaleHealthSumsBySchool1733126000000 } from '../../src/database/migrations/1733126000000-ScaleHealthSumsBySchool';
import { ScaleHealthSessionCounts1733127000000 } from '../../src/database/migrations/1733127000000-ScaleHealthSessionCounts';
import { VersionRow } from '../../src/assessments/instrument-version-key';
import {
  pairSums,
  scoreCounts,
  totalHistograms,
  versionCountsFromSessions,
} from '../support/cohort-reference';
import { storedFacetTotals } from '../../src/assessments/facet-totals.repository';
import { FacetTotalCounts1735200000000 } from '../../src/database/migrations/1735200000000-FacetTotalCounts';
import {
  storedPairSums,
  storedScoreCounts,
  storedVersionCounts,
} from '../../src/assessments/stored-sums.repository';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { answersFor, complete, newSessionId, servedQuestions } from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { seedQuestions, seedRespondents, traitScores } from '../support/psychometrics';
import { createTestApp, TestApp } from '../support/test-app';

const byKey = <T extends object>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();
const DAY = 86_400_000;

describe('scale health sums', () => {
  let t: TestApp;
  let admin: string;
  let schools: number[];

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    schools = [
      (await makeSchool(t, 'Sums North', 'sums-north.test')).id,
      (await makeSchool(t, 'Sums South', 'sums-south.test')).id,
    ];
  });
  afterAll(() => t.close());

  /**
   * The kept session counts equal a count of the sessions, per version, for every school and for
   * all schools. First/last completion are bounds (a subtraction leaves them): `exact` where
   * nothing was subtracted yet, else the kept first is no later and the kept last no earlier.
   */
  async function expectCountsMatchSessions(type: 'Career' | 'Learning', exact: boolean) {
    const m = t.dataSource.manager;
    const time = (d: Date | null) => d?.getTime() ?? null;
    const sorted = (rows: VersionRow[]) =>
      [...rows].sort((a, b) => String(a.version).localeCompare(String(b.version)));
    for (const schoolId of [null, ...schools]) {
      const kept = sorted(await storedVersionCounts(m, type, schoolId));
      const rebuilt = sorted(await versionCountsFromSessions(m, type, schoolId));
      expect(kept.map((r) => [r.version, r.sessions])).toEqual(
        rebuilt.map((r) => [r.version, r.sessions]),
      );
      for (const [i, r] of rebuilt.entries()) {
        const [first, last] = [time(kept[i].firstCompletedAt)!, time(kept[i].lastCompletedAt)!];
        if (exact) {
          expect([first, last]).toEqual([time(r.firstCompletedAt), time(r.lastCompletedAt)]);
        } else {
          expect(first).toBeLessThanOrEqual(time(r.firstCompletedAt)!);
          expect(last).toBeGreaterThanOrEqual(time(r.lastCompletedAt)!);
        }
      }
    }
  }

  /**
   * The kept sums equal a rebuild from the answers (the one-pass SQL they replace), for every
   * school and for all schools (their sum); students without a school are in all schools only.
   * So do the kept session counts (bounds `exact` or not, see above).
   */
  async function expectSumsMatchAnswers(
    type: 'Career' | 'Learning',
    version: string | null,
    exact = false,
  ) {
    const m = t.dataSource.manager;
    await expectCountsMatchSessions(type, exact);
    for (const schoolId of [null, ...schools]) {
      const cohort = { type, version, schoolId };
      expect(byKey(await storedPairSums(m, type, version, schoolId))).toEqual(
        byKey(await pairSums(m, cohort)),
      );
      expect(byKey(await storedScoreCounts(m, type, version, schoolId))).toEqual(
        byKey(await scoreCounts(m, cohort)),
      );
      // The norm histograms: the school's rows and the kept all-schools rows.
      const kept = await storedFacetTotals(m, type, [version], schoolId);
      const bins = (rows: { facet: string; items: number; total: number; count: number }[]) =>
        byKey(rows.map((r) => [r.facet, r.items, r.total, r.count]));
      expect(bins((schoolId === null ? kept.all : kept.school)!)).toEqual(
        bins(await totalHistograms(m, cohort)),
      );
    }
  }
  const respondentsAt = async (version: string, schoolId: number | null) =>
    (await storedPairSums(t.dataSource.manager, 'Career', version, schoolId)).find(
      (r) => r.questionI === r.questionJ,
    )?.n ?? 0;
  const put = (id: string, body: object) =>
    asBearer(t, admin).put(`/api/admin/users/${id}`, body).expect(200);

  it('completions over HTTP keep the sums of their school', async () => {
    const [north, south] = schools;
    const students = [
      await createUser(t, { role: 'user', schoolId: north }),
      await createUser(t, { role: 'user', schoolId: north }),
      await createUser(t, { role: 'user', schoolId: south }),
      await createUser(t, { role: 'user', schoolId: null }),
    ];
    let version: string | null = null;
    for (const [n, s] of students.entries()) {
      const token = await tokenFor(t, s);
      const learning = await servedQuestions(t, token, 'Learning');
      const sessionId = await complete(
        t,
        token,
        s.id,
        'Learning',
        answersFor(learning, (q) => (q.question_id + n) % q.options.length),
      );
      version = (
        await t.dataSource.getRepository(AssessmentProgress).findOneByOrFail({ sessionId })
      ).instrumentVersion;
    }
    expect(version).not.toBeNull();
    await expectSumsMatchAnswers('Learning', version, true);
    const diagonal = async (schoolId: number | null) =>
      (await storedPairSums(t.dataSource.manager, 'Learning', version, schoolId)).find(
        (r) => r.questionI === r.questionJ,
      )?.n;
    // Two at North, one at South, one without a school: four in all.
    expect([await diagonal(null), await diagonal(north), await diagonal(south)]).toEqual([4, 2, 1]);
  });

  it('a student who changes school takes their sessions along; staff are not counted', async () => {
    const [north, south] = schools;
    const items = await seedQuestions(t.dataSource, [
      { facet: 'Move A', items: 3 },
      { facet: 'Move B', items: 2 },
    ]);
    const at = new Date(t.clock.now().getTime() - DAY);
    const northern = await seedRespondents(t.dataSource, {
      version: 'move-v1',
      schoolId: north,
      items,
      count: 4,
      score: traitScores(11, 1),
      completedAt: at,
    });
    await seedRespondents(t.dataSource, {
      version: 'move-v1',
      schoolId: south,
      items,
      count: 3,
      score: traitScores(12, 1),
      completedAt: at,
    });
    await expectSumsMatchAnswers('Career', 'move-v1', true);
    const mover = northern[0].user;

    await put(mover.id, { school_id: south });
    await expectSumsMatchAnswers('Career', 'move-v1');
    expect([await respondentsAt('move-v1', north), await respondentsAt('move-v1', south)]).toEqual([
      3, 4,
    ]);

    // Out of every school, then staff (not a respondent), then a student again.
    await put(mover.id, { school_id: null });
    await expectSumsMatchAnswers('Career', 'move-v1');
    expect(await respondentsAt('move-v1', null)).toBe(7);
    await put(mover.id, { role: 'coordinator', school_id: north });
    await expectSumsMatchAnswers('Career', 'move-v1');
    expect(await respondentsAt('move-v1', null)).toBe(6);
    await put(mover.id, { role: 'user' });
    await expectSumsMatchAnswers('Career', 'move-v1');
    expect([await respondentsAt('move-v1', null), await respondentsAt('move-v1', north)]).toEqual([
      7, 4,
    ]);

    // A change that leaves school and role alone moves nothing.
    await put(mover.id, { username: `mover_${mover.id.slice(0, 8)}` });
    await expectSumsMatchAnswers('Career', 'move-v1');
  });

  it('completions and school moves at the same moment leave the sums equal to the answers', async () => {
    const [north, south] = schools;
    const students = await Promise.all(
      Array.from({ length: 8 }, () => createUser(t, { role: 'user', schoolId: north })),
    );
    const started: { id: string; token: string; sessionId: string }[] = [];
    for (const s of students) {
      const token = await tokenFor(t, s);
      const learning = await servedQuestions(t, token, 'Learning');
      const sessionId = newSessionId();
      await asBearer(t, token)
        .post('/api/assessment/submit-batch', {
          userId: s.id,
          assessmentType: 'Learning',
          sessionId,
          answers: answersFor(learning, (q) => (q.question_id + s.id.charCodeAt(0)) % 3),
        })
        .expect(201);
      started.push({ id: s.id, token, sessionId });
    }
    // Each student's completion races the admin moving them to the other school.
    const results = await Promise.all(
      started.flatMap(({ id, token, sessionId }) => [
        asBearer(t, token).post('/api/assessment/save-progress', {
          userId: id,
          assessmentType: 'Learning',
          sessionId,
          lastCompletionDate: t.clock.now().toISOString(),
        }),
        asBearer(t, admin).put(`/api/admin/users/${id}`, { school_id: south }),
      ]),
    );
    expect(results.map((r) => r.status).sort()).toEqual([
      ...Array(8).fill(200),
      ...Array(8).fill(201),
    ]);
    const version = (
      await t.dataSource
        .getRepository(AssessmentProgress)
        .findOneByOrFail({ sessionId: started[0].sessionId })
    ).instrumentVersion;
    await expectSumsMatchAnswers('Learning', version);
  });

  it('a deleted session and an erased student are subtracted from the sums', async () => {
    const [north] = schools;
    const items = await seedQuestions(t.dataSource, [
      { facet: 'Sums A', items: 3 },
      { facet: 'Sums B', items: 2 },
    ]);
    const owner = await createUser(t, { schoolId: north });
    const others = await seedRespondents(t.dataSource, {
      version: 'sums-v1',
      schoolId: north,
      items,
      count: 5,
      score: traitScores(7, 1),
      completedAt: new Date(t.clock.now().getTime() - DAY),
    });
    // The owner's session is old enough for them to delete it (the 6-month retake rule).
    await seedRespondents(t.dataSource, {
      version: 'sums-v1',
      schoolId: north,
      items,
      count: 1,
      users: [owner],
      score: traitScores(8, 1),
      completedAt: new Date(t.clock.now().getTime() - 200 * DAY),
    });
    await expectSumsMatchAnswers('Career', 'sums-v1');
    expect(await respondentsAt('sums-v1', north)).toBe(6);

    const deleted = await asBearer(t, await tokenFor(t, owner)).del('/api/assessment/delete', {
      userId: owner.id,
      assessmentType: 'Career',
    });
    expect(deleted.status).toBe(200);
    await expectSumsMatchAnswers('Career', 'sums-v1');

    const erased = await asBearer(t, admin).del(`/api/admin/users/${others[0].user.id}`, {
      reason: 'The school asked on behalf of the parent',
    });
    expect(erased.status).toBeLessThan(300);
    await expectSumsMatchAnswers('Career', 'sums-v1');
    expect([await respondentsAt('sums-v1', north), await respondentsAt('sums-v1', null)]).toEqual([
      4, 4,
    ]);
  });

  it('the migrations rebuild the sums and histograms per school from the answers (and down, without schools)', async () => {
    const [north, south] = schools;
    const items = await seedQuestions(t.dataSource, [{ facet: 'Migrated', items: 3 }]);
    const at = new Date(t.clock.now().getTime() - DAY);
    for (const [n, schoolId] of [north, south, null].entries()) {
      await seedRespondents(t.dataSource, {
        version: 'mig-v1',
        schoolId,
        items,
        count: 2 + n,
        score: traitScores(20 + n, 1),
        completedAt: at,
      });
    }
    // A coordinator's session is no respondent's.
    await seedRespondents(t.dataSource, {
      version: 'mig-v1',
      schoolId: north,
      items,
      count: 1,
      users: [await createUser(t, { role: 'coordinator', schoolId: north })],
      score: traitScores(30, 1),
      completedAt: at,
    });
    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new ScaleHealthSumsBySchool1733126000000();
      await migration.down(runner);
      const old = await runner.getTable('scale_pair_sums');
      expect(old!.columns.map((c) => c.name)).not.toContain('school_id');
      await runner.query('DELETE FROM scale_pair_sums');
      await runner.query('DELETE FROM scale_option_counts');
      await migration.up(runner);
      // The session counts: dropped and rebuilt from the sessions (exact bounds again).
      const counts = new ScaleHealthSessionCounts1733127000000();
      await counts.down(runner);
      expect(await runner.hasTable('scale_session_counts')).toBe(false);
      await counts.up(runner);
      // The norm histograms: dropped and rebuilt from the answers.
      const histograms = new FacetTotalCounts1735200000000();
      await histograms.down(runner);
      await histograms.up(runner);
    } finally {
      await runner.release();
    }
    for (const version of ['mig-v1', 'move-v1', 'sums-v1']) {
      await expectSumsMatchAnswers('Career', version, true);
    }
    expect([
      await respondentsAt('mig-v1', north),
      await respondentsAt('mig-v1', south),
      await respondentsAt('mig-v1', null),
    ]).toEqual([2, 3, 9]);
  });
});
