import { ItemBankV21735700000000 } from '../../src/database/migrations/1735700000000-ItemBankV2';
import { ITEM_BANK_V2 } from '../../src/database/migrations/1735700000000-item-bank-v2.data';
import { readSeedFile, SEED_FILES, optionsFor } from '../../src/seed/question-bank';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { Question } from '../../src/questions/entities/question.entity';
import { Facet } from '../../src/questions/entities/facet.entity';
import { asBearer } from '../support/as-bearer';
import { answersFor, complete, servedQuestions } from '../support/assessments';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * An existing deployment holds the v1 bank (the seed never rewrites a filled bank): the migration
 * brings it to v2 as a new instrument version, and an old session's report stays as it was.
 */
describe('the item bank v2 migration', () => {
  let t: TestApp;
  const migration = new ItemBankV21735700000000();
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  async function run(way: 'up' | 'down') {
    const runner = t.dataSource.createQueryRunner();
    try {
      await migration[way](runner);
    } finally {
      await runner.release();
    }
    // Past the bank version's short trust (docs/decisions/0026): the app reloads the bank.
    t.clock.advance(2_000);
  }

  /** The bank as stored: per status, each facet's note and items (text, options) in order. */
  async function bank() {
    const facets = await t.dataSource.getRepository(Facet).find({ order: { id: 'ASC' } });
    const questions = await t.dataSource
      .getRepository(Question)
      .find({ order: { questionNumber: 'ASC' } });
    return facets.map((f) => ({
      status: f.status,
      name: f.name,
      note: f.note,
      items: questions
        .filter((q) => q.facetId === f.id)
        .map((q) => ({ text: q.questionText, options: q.options })),
    }));
  }

  const seeded = () =>
    SEED_FILES.flatMap((name) => {
      const file = readSeedFile(name);
      return file.facets.map((f) => ({
        status: file.status,
        name: f.name,
        note: f.note,
        items: f.items.map((i) => ({ text: i.text, options: optionsFor(file, i) })),
      }));
    });

  it('should turn a v1 bank into exactly the v2 seed, and back', async () => {
    expect(await bank()).toEqual(seeded());
    await run('down');
    const v1 = await bank();
    const v1Texts = v1.flatMap((f) => f.items.map((i) => i.text));
    expect(v1Texts).toContain("Pictures and diagrams in textbooks don't really help me learn.");
    expect(v1Texts).toContain(
      'I accept low pay if the work itself is interesting.'.replace('I', 'In my future job, I'),
    );
    const changedItems = ITEM_BANK_V2.flatMap((s) => s.facets.flatMap((f) => f.items ?? []));
    expect(changedItems.length).toBeGreaterThan(150);
    await run('up');
    expect(await bank()).toEqual(seeded());
  });

  it('should start new sessions on a new version and leave an old session and its report unchanged', async () => {
    await run('down');
    const user = await createUser(t, { role: 'user' });
    const token = await tokenFor(t, user);
    const v1Questions = await servedQuestions(t, token, 'Learning');
    const old = await complete(
      t,
      token,
      user.id,
      'Learning',
      answersFor(v1Questions, () => 3),
    );
    const report = async (sessionId: string) =>
      (
        await asBearer(t, token)
          .get(`/api/assessment/scores/${user.id}`, { assessmentType: 'Learning', sessionId })
          .expect(200)
      ).body;
    const before = await report(old);
    const oldVersion = (
      await t.dataSource.getRepository(AssessmentProgress).findOneByOrFail({ sessionId: old })
    ).instrumentVersion;

    t.clock.advance(60_000);
    await run('up');

    // The old report: the same numbers, the same version line. Only the facet notes are read from
    // today's bank (docs/decisions/0021): the same facts, now in plain words.
    const after = await report(old);
    const withoutNotes = (body: unknown): unknown =>
      JSON.parse(
        JSON.stringify(body, (key, value: unknown) => (key === 'facetNote' ? undefined : value)),
      );
    expect(withoutNotes(after)).toEqual(withoutNotes(before));
    // v1 keyed one item in four in reverse (two for Test Calm): "Agree" to all scored 3.5 (3.0).
    for (const f of after.facets as { _id: string; averageScore: number }[]) {
      expect([f._id, f.averageScore]).toEqual([f._id, f._id === 'Test Calm' ? 3 : 3.5]);
    }
    const notes = new Map(readSeedFile('studystyle.json').facets.map((f) => [f.name, f.note]));
    for (const f of after.facets as { _id: string; facetNote: string }[]) {
      expect([f._id, f.facetNote]).toEqual([f._id, notes.get(f._id)]);
    }
    expect(before.instrumentVersion).toBe(oldVersion);

    // A new student is served v2 and recorded on a new version.
    const other = await createUser(t, { role: 'user' });
    const otherToken = await tokenFor(t, other);
    const v2Questions = await servedQuestions(t, otherToken, 'Learning');
    expect(v2Questions.map((q) => q.question_id)).toEqual(v1Questions.map((q) => q.question_id));
    expect(v2Questions.map((q) => q.options)).not.toEqual(v1Questions.map((q) => q.options));
    const fresh = await complete(
      t,
      otherToken,
      other.id,
      'Learning',
      answersFor(v2Questions, () => 3),
    );
    const freshVersion = (
      await t.dataSource.getRepository(AssessmentProgress).findOneByOrFail({ sessionId: fresh })
    ).instrumentVersion;
    expect(freshVersion).toMatch(/^[0-9a-f]{64}$/);
    expect(freshVersion).not.toBe(oldVersion);
    // On v2 (two in four) the same answers land in the middle, and the session is flagged.
    const freshReport = (
      await asBearer(t, otherToken)
        .get(`/api/assessment/scores/${other.id}`, { assessmentType: 'Learning', sessionId: fresh })
        .expect(200)
    ).body;
    expect(
      new Set(freshReport.facets.map((f: { averageScore: number }) => f.averageScore)),
    ).toEqual(new Set([3]));
    expect(freshReport.qualityFlags).toContain('acquiescent');
  });
});
