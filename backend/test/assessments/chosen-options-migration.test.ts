import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import {
  InstrumentVersion,
  InstrumentVersionItem,
} from '../../src/assessments/entities/instrument-version.entity';
import { ChosenOptions1735200000001 } from '../../src/database/migrations/1735200000001-ChosenOptions';
import { seedQuestions, seedRespondents } from '../support/psychometrics';
import { createTestApp, TestApp } from '../support/test-app';

describe('the chosen-option migration', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('back-fills the option from the score where the version has one option with it, and leaves the rest unknown', async () => {
    const [clear, shared] = await seedQuestions(t.dataSource, [{ facet: 'Backfill', items: 2 }]);
    // As served: the first question's scores are all different; two options of the second share 1.
    const served = [
      { question: clear.questionId, scores: [1, 2, 3] },
      { question: shared.questionId, scores: [1, 1, 2] },
    ];
    const at = t.clock.now();
    await t.dataSource
      .getRepository(InstrumentVersion)
      .insert({ hash: 'bf-v1', assessmentType: 'Career', itemCount: 2, createdAt: at });
    await t.dataSource.getRepository(InstrumentVersionItem).insert(
      served.map(({ question, scores }, n) => ({
        versionHash: 'bf-v1',
        questionId: question,
        questionNumber: n + 1,
        questionText: `Item ${n + 1}`,
        options: scores.map((score, i) => ({ optionText: `Option ${i}`, score })),
        category: 'FutureReady',
        subCategory: 'Career Interests & Personality',
        facet: 'Backfill',
      })),
    );
    const scores = [
      [3, 2],
      [1, 1],
      [2, 2],
    ];
    const versioned = await seedRespondents(t.dataSource, {
      version: 'bf-v1',
      schoolId: null,
      items: [clear, shared],
      count: scores.length,
      score: (r, i) => scores[r][i],
      completedAt: at,
    });
    const legacy = await seedRespondents(t.dataSource, {
      version: null,
      schoolId: null,
      items: [clear, shared],
      count: 1,
      score: () => 3,
      completedAt: at,
    });

    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new ChosenOptions1735200000001();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const answers = t.dataSource.getRepository(AssessmentAnswer);
    const chosen = async (sessionId: string) =>
      (await answers.find({ where: { sessionId }, order: { questionId: 'ASC' } })).map(
        (a) => a.optionIndex,
      );
    expect(await Promise.all(versioned.map((s) => chosen(s.sessionId)))).toEqual([
      [2, 2],
      [0, null],
      [1, 2],
    ]);
    // A session from before versions were kept: which options it was shown is not known.
    expect(await chosen(legacy[0].sessionId)).toEqual([null, null]);
  });
});
