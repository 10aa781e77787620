import { pairSums, scoreCounts } from '../../src/psychometrics/cohort-sql';
import { storedPairSums, storedScoreCounts } from '../../src/psychometrics/scale-sums';
import { asBearer } from '../support/as-bearer';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { seedQuestions, seedRespondents, traitScores } from '../support/psychometrics';
import { createTestApp, TestApp } from '../support/test-app';

const byKey = <T extends object>(rows: T[]) => rows.map((r) => JSON.stringify(r)).sort();

describe('scale health sums (issue 15)', () => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
  });
  afterAll(() => t.close());

  /** The kept sums equal the one pass over the answers (the query they replace). */
  async function expectSumsMatchAnswers(version: string) {
    const m = t.dataSource.manager;
    const cohort = { type: 'Career' as const, version, schoolId: null };
    expect(byKey(await storedPairSums(m, 'Career', version))).toEqual(
      byKey(await pairSums(m, cohort)),
    );
    expect(byKey(await storedScoreCounts(m, 'Career', version))).toEqual(
      byKey(await scoreCounts(m, cohort)),
    );
  }

  it('a deleted session and an erased student are subtracted from the sums', async () => {
    const items = await seedQuestions(t.dataSource, [
      { facet: 'Sums A', items: 3 },
      { facet: 'Sums B', items: 2 },
    ]);
    const owner = await createUser(t);
    const others = await seedRespondents(t.dataSource, {
      version: 'sums-v1',
      schoolId: null,
      items,
      count: 5,
      score: traitScores(7, 1),
      completedAt: new Date(t.clock.now().getTime() - 86_400_000),
    });
    // The owner's session is old enough for them to delete it (the 6-month retake rule).
    await seedRespondents(t.dataSource, {
      version: 'sums-v1',
      schoolId: null,
      items,
      count: 1,
      users: [owner],
      score: traitScores(8, 1),
      completedAt: new Date(t.clock.now().getTime() - 200 * 86_400_000),
    });
    await expectSumsMatchAnswers('sums-v1');
    const before = await storedPairSums(t.dataSource.manager, 'Career', 'sums-v1');
    expect(before.find((r) => r.questionI === r.questionJ)?.n).toBe(6);

    const deleted = await asBearer(t, await tokenFor(t, owner)).del('/api/assessment/delete', {
      userId: owner.id,
      assessmentType: 'Career',
    });
    expect(deleted.status).toBe(200);
    await expectSumsMatchAnswers('sums-v1');

    const erased = await asBearer(t, admin).del(`/api/admin/users/${others[0].user.id}`, {
      reason: 'The school asked on behalf of the parent',
    });
    expect(erased.status).toBeLessThan(300);
    await expectSumsMatchAnswers('sums-v1');
    const after = await storedPairSums(t.dataSource.manager, 'Career', 'sums-v1');
    expect(after.find((r) => r.questionI === r.questionJ)?.n).toBe(4);
  });
});
