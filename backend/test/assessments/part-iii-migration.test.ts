import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { PartIIISession1732860000000 } from '../../src/database/migrations/1732860000000-PartIIISession';
import { createUser } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('the migration linking Part III to its Part II session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should bind existing Part III sessions to the last Subject completion before them', async () => {
    const user = await createUser(t);
    const other = await createUser(t);
    const day = (n: number) => new Date(Date.UTC(2025, 0, n));
    const row = (
      userId: string,
      sessionId: string,
      assessmentType: 'Subject' | 'SubjectPart3',
      at: Date,
      isCompleted = true,
    ) => ({
      userId,
      sessionId,
      assessmentType,
      isCompleted,
      lastCompletionDate: isCompleted ? at : null,
      topSubcategories: null,
      topFacets: null,
      partIISessionId: null,
      createdAt: at,
      updatedAt: at,
    });
    await t.dataSource
      .getRepository(AssessmentProgress)
      .insert([
        row(user.id, 'mig-part3-before', 'SubjectPart3', day(1)),
        row(user.id, 'mig-subject-1', 'Subject', day(2)),
        row(user.id, 'mig-part3-first', 'SubjectPart3', day(3)),
        row(other.id, 'mig-subject-other', 'Subject', day(4)),
        row(user.id, 'mig-subject-2', 'Subject', day(5)),
        row(user.id, 'mig-part3-open', 'SubjectPart3', day(6), false),
      ]);
    const runner = t.dataSource.createQueryRunner();
    try {
      const migration = new PartIIISession1732860000000();
      await migration.down(runner);
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const rows = await t.dataSource
      .getRepository(AssessmentProgress)
      .findBy({ assessmentType: 'SubjectPart3' });
    const follows = Object.fromEntries(rows.map((r) => [r.sessionId, r.partIISessionId]));
    expect(follows).toEqual({
      'mig-part3-before': null,
      'mig-part3-first': 'mig-subject-1',
      'mig-part3-open': 'mig-subject-2',
    });
  });
});
