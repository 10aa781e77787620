import { PART_I, PART_I_NO_TIE, PART_II } from '@aspire/domain';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { asBearer } from '../support/as-bearer';
import {
  answersFor,
  newSessionId,
  optionBy,
  servedQuestions,
  ServedQuestion,
} from '../support/assessments';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A tie at the Part I boundary is the student's to decide, checked by the server against the tie
 * it finds in the stored answers (docs/decisions/0064-part-i-ties-chosen-by-the-student.md).
 */
describe('Part I ties chosen by the student', () => {
  let t: TestApp;
  let bank: ServedQuestion[];
  let areas: string[];
  beforeAll(async () => {
    t = await createTestApp();
    const admin = await createUser(t, { email: 'tie-bank@example.com' });
    bank = await servedQuestions(t, await tokenFor(t, admin), 'Subject');
    areas = [...new Set(bank.filter((q) => q.category === PART_I).map((q) => q.sub_category))];
  });
  afterAll(() => t.close());

  /** A student who answers every Part I item in the middle (a flat profile) and Part II of `chosen`. */
  async function flatSession(chosen: string[]) {
    const user = await createUser(t);
    const as = asBearer(t, await tokenFor(t, user));
    const partI = bank.filter((q) => q.category === PART_I);
    const partII = bank.filter((q) => q.category === PART_II && chosen.includes(q.sub_category));
    const sessionId = newSessionId();
    await as
      .post('/api/assessment/submit-batch', {
        userId: user.id,
        assessmentType: 'Subject',
        sessionId,
        answers: answersFor([...partI, ...partII], (q) => optionBy(q, 'mid')),
      })
      .expect(201);
    const complete = (partIChoice?: string[]) =>
      as.post('/api/assessment/save-progress', {
        userId: user.id,
        assessmentType: 'Subject',
        sessionId,
        lastCompletionDate: t.clock.now().toISOString(),
        ...(partIChoice ? { partIChoice } : {}),
      });
    const recorded = () => t.dataSource.getRepository(AssessmentProgress).findOneBy({ sessionId });
    return { complete, recorded };
  }

  const needed = () =>
    `Please choose 2 of these areas for Part II: ${[...areas].sort((a, b) => a.localeCompare(b)).join(', ')}.`;

  it('serves the areas the student chose, not the first two of the bank', async () => {
    const chosen = areas.slice(-2);
    const s = await flatSession(chosen);
    await s.complete(chosen).expect(201);
    expect((await s.recorded())?.topSubcategories).toEqual(chosen);
  });

  it('refuses a choice that does not fit the real tie, with 400 and the areas to choose from', async () => {
    const chosen = areas.slice(0, 2);
    for (const bad of [
      [chosen[0]],
      [chosen[0], chosen[0]],
      [chosen[0], 'Astrology'],
      areas.slice(0, 3),
    ]) {
      const s = await flatSession(chosen);
      const res = await s.complete(bad);
      expect([bad, res.status, res.body]).toEqual([bad, 400, { error: needed() }]);
      expect((await s.recorded())?.isCompleted ?? false).toBe(false);
    }
  });

  it('refuses a choice where the answers leave no tie', async () => {
    const user = await createUser(t);
    const as = asBearer(t, await tokenFor(t, user));
    const sessionId = newSessionId();
    const [first, second] = areas;
    const pick = (q: ServedQuestion) =>
      optionBy(q, q.sub_category === first || q.sub_category === second ? 'max' : 'min');
    const partI = bank.filter((q) => q.category === PART_I);
    const res = await as.post('/api/assessment/save-progress', {
      userId: user.id,
      assessmentType: 'Subject',
      sessionId,
      lastCompletionDate: t.clock.now().toISOString(),
      partIChoice: [first],
    });
    // Nothing stored yet: the completion fails on its answers first.
    expect(res.status).toBe(400);
    await as
      .post('/api/assessment/submit-batch', {
        userId: user.id,
        assessmentType: 'Subject',
        sessionId,
        answers: answersFor(partI, pick),
      })
      .expect(201);
    const refused = await as.post('/api/assessment/save-progress', {
      userId: user.id,
      assessmentType: 'Subject',
      sessionId,
      lastCompletionDate: t.clock.now().toISOString(),
      partIChoice: [first],
    });
    expect([refused.status, refused.body]).toEqual([400, { error: PART_I_NO_TIE }]);
  });

  it('reads the choice of a session that sent none from its Part II answers, else refuses', async () => {
    const chosen = [areas[3], areas[5]];
    const s = await flatSession(chosen);
    await s.complete().expect(201);
    expect((await s.recorded())?.topSubcategories).toEqual(
      [...chosen].sort((a, b) => a.localeCompare(b)),
    );
    const three = await flatSession(areas.slice(0, 3));
    const res = await three.complete();
    expect([res.status, res.body]).toEqual([400, { error: needed() }]);
  });
});
