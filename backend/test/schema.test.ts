import { createTestApp, TestApp } from './support/test-app';

const TABLES = [
  'users',
  'email_tokens',
  'auth_limits',
  'schools',
  'whitelist_entries',
  'facets',
  'questions',
  'assessment_answers',
  'assessment_progress',
  'insights',
  'material_sets',
  'materials',
  'team_tasks',
  'team_invitations',
  'team_answers',
  'feed_posts',
  'consultant_profiles',
  'analytics_events',
  'audit_logs',
  'mail_outbox',
];

describe('migrations', () => {
  let t: TestApp;
  beforeAll(async () => {
    // Its own migrations on an empty database, not the run's migrated copy: they are what it checks.
    t = await createTestApp({ seed: false, migrateFromEmpty: true });
  });
  afterAll(() => t.close());

  it('should create every table of the entities', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      for (const table of TABLES) expect(await runner.hasTable(table)).toBe(true);
    } finally {
      await runner.release();
    }
  });

  it('should leave no difference between the entities and the schema', async () => {
    const pending = await t.dataSource.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('should keep answers unique per session and question, with the per-user index', async () => {
    const runner = t.dataSource.createQueryRunner();
    try {
      const table = await runner.getTable('assessment_answers');
      const indices = table!.indices.map((i) => ({ cols: i.columnNames, unique: !!i.isUnique }));
      expect(indices).toEqual(
        expect.arrayContaining([
          { cols: ['session_id', 'question_id'], unique: true },
          { cols: ['user_id', 'assessment_type', 'session_id'], unique: false },
        ]),
      );
    } finally {
      await runner.release();
    }
  });

  it('should not run synchronize', () => {
    expect(t.dataSource.options.synchronize).toBe(false);
  });
});
