import { answersFor, servedQuestions, newSessionId } from '../support/assessments';
import { readyStudent, Student } from '../support/enrich';
import { NORM_COHORT_CACHE_MS } from '../../src/assessments/norm-cohort-cache';
import { RetentionService } from '../../src/privacy/retention.service';
import { createUser, PASSWORD, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Inside `npm test` (deterministic, no timings): how many SQL statements the hot paths
 * send, counted on the real database, and the plans of the report and list queries (EXPLAIN on
 * MySQL/MariaDB, EXPLAIN QUERY PLAN on SQLite), whatever TEST_DATABASE_URL is.
 */
type Statement = { sql: string; params: unknown[] };
const CONTROL = /^(START TRANSACTION|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE|SET TRANSACTION)/i;

describe('SQL statements and plans', () => {
  let t: TestApp;
  let s: Student;
  let admin: string;
  let sqlite: boolean;
  beforeAll(async () => {
    t = await createTestApp();
    sqlite = t.dataSource.options.type === 'better-sqlite3';
    s = await readyStudent(t, {}, ['Career']);
    admin = await staffToken(t, 'admin');
    if (!sqlite) await fill();
    // Migrating a MariaDB database and filling it takes longer than one test's 30 s on a loaded
    // machine; the tests themselves keep the default.
  }, 180_000);

  /**
   * MySQL and MariaDB scan a table of a few rows whatever its indexes: 2,000 more students with
   * 20 answers each, and fresh statistics, give the optimizer the choice it makes at scale.
   */
  async function fill() {
    const at = t.clock.now();
    const users: unknown[][] = [];
    const answers: unknown[][] = [];
    for (let i = 0; i < 2000; i++) {
      const id = `f0000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
      users.push([
        id,
        `fill${i}@fill.test`,
        `fill${i}`,
        `fill${i}`,
        'x',
        15,
        'user',
        'user',
        0,
        at,
        at,
      ]);
      for (let q = 0; q < 20; q++)
        answers.push([id, `s${i}`, 'Career', q, 'FutureReady', 'x', `F${q % 5}`, '[]', 3, at]);
    }
    await t.dataSource.query(
      'INSERT INTO users (id, email, username, username_key, password_hash, age, role, app_role, token_version, created_at, updated_at) VALUES ?',
      [users],
    );
    for (let i = 0; i < answers.length; i += 5000)
      await t.dataSource.query(
        'INSERT INTO assessment_answers (user_id, session_id, assessment_type, question_id, category, sub_category, facet, taxonomy, score, created_at) VALUES ?',
        [answers.slice(i, i + 5000)],
      );
    await t.dataSource.query('ANALYZE TABLE users, assessment_answers, assessment_progress');
  }
  afterAll(() => t.close());

  /** The data statements (not transaction control) the database receives while `work` runs. */
  async function statements(work: () => Promise<unknown>): Promise<Statement[]> {
    const logger = t.dataSource.logger as { logQuery: (q: string, p?: unknown[]) => void };
    const original = logger.logQuery;
    const seen: Statement[] = [];
    logger.logQuery = (sql, params) => {
      seen.push({ sql: sql.trim(), params: params ?? [] });
      original.call(logger, sql, params);
    };
    try {
      await work();
    } finally {
      logger.logQuery = original;
    }
    return seen.filter((q) => !CONTROL.test(q.sql));
  }

  type PlanRow = { table: string; key: string | null; type: string; extra: string };
  /** One row per table access: MySQL's EXPLAIN, or SQLite's EXPLAIN QUERY PLAN details. */
  async function plan(q: Statement): Promise<PlanRow[]> {
    if (sqlite) {
      const rows = (await t.dataSource.query(`EXPLAIN QUERY PLAN ${q.sql}`, q.params)) as {
        detail: string;
      }[];
      return rows.map(({ detail }) => {
        const m = /^(SCAN|SEARCH) (\w+)(?: AS (\w+))?(?: USING (?:COVERING )?INDEX (\w+))?/.exec(
          detail,
        );
        return {
          table: m ? (m[3] ?? m[2]) : '',
          key: m?.[4] ?? (/PRIMARY KEY|INTEGER PRIMARY KEY/.test(detail) ? 'PRIMARY' : null),
          type: m?.[1] ?? '',
          extra: detail,
        };
      });
    }
    const rows = (await t.dataSource.query(`EXPLAIN ${q.sql}`, q.params)) as {
      table: string;
      key: string | null;
      type: string;
      Extra: string | null;
    }[];
    return rows.map((r) => ({ table: r.table, key: r.key, type: r.type, extra: r.Extra ?? '' }));
  }
  const filesort = (rows: PlanRow[]) =>
    rows.some((r) => /filesort|TEMP B-TREE FOR ORDER BY/i.test(r.extra));
  /** The table `alias` is read through an index, never scanned whole. */
  const expectIndexed = (rows: PlanRow[], alias: string) => {
    const row = rows.find((r) => r.table === alias);
    expect({ alias, key: row?.key ?? null }).toEqual({ alias, key: expect.any(String) });
    expect(row!.type).not.toBe('ALL');
  };

  const get = (path: string, token: string, query: Record<string, string> = {}) =>
    t.http().get(path).query(query).auth(token, { type: 'bearer' }).expect(200);

  describe('statement counts', () => {
    it('should submit a batch of answers in at most 4 statements, the guard included', async () => {
      const questions = await servedQuestions(t, s.token, 'Learning');
      const sessionId = newSessionId();
      const batch = answersFor(questions).slice(0, 20);
      // A signed-in client's common case: its token was verified moments ago and is held by the
      // SessionCache (the test clock stands still, so it stays warm).
      const guard = await statements(() => get('/api/users/verify-token', s.token));
      expect(guard).toEqual([]);
      const sent = await statements(() =>
        t
          .http()
          .post('/api/assessment/submit-batch')
          .auth(s.token, { type: 'bearer' })
          .send({ userId: s.user.id, assessmentType: 'Learning', sessionId, answers: batch })
          .expect(201),
      );
      expect(sent.length).toBeLessThanOrEqual(4);
    });

    it("should answer a student's report in at most 3 statements", async () => {
      const sent = await statements(() =>
        get(`/api/assessment/scores/${s.user.id}`, s.token, { assessmentType: 'Career' }),
      );
      expect(sent.length).toBeLessThanOrEqual(3);
    });

    it("should read the dashboard's summary in no more statements than the reads it replaces", async () => {
      const one = await statements(() => get(`/api/users/${s.user.id}/dashboard`, s.token));
      const apart = await statements(async () => {
        for (const assessmentType of ['Subject', 'SubjectPart3', 'Career', 'Learning']) {
          await t
            .http()
            .get(`/api/assessment/progress/${s.user.id}`)
            .query({ assessmentType, fetchLatest: 'true' })
            .auth(s.token, { type: 'bearer' });
        }
        await get('/api/assessment/check-access/dashboard_enrich', s.token, { userId: s.user.id });
        await get('/api/assignments/mine', s.token);
        await get('/api/users/verify-token', s.token);
        await get('/api/assessment/check-access/dashboard', s.token, { userId: s.user.id });
      });
      // Career completed only: no scores of the first screen are read.
      expect(one.length).toBeLessThanOrEqual(apart.length);
      expect(one.length).toBeLessThanOrEqual(7);
    });
  });

  describe('plans', () => {
    it("should read a student's report answers through an index", async () => {
      const sent = await statements(() =>
        get(`/api/assessment/scores/${s.user.id}`, s.token, { assessmentType: 'Career' }),
      );
      const aggregate = sent.find((q) => /GROUP BY/i.test(q.sql))!;
      expectIndexed(await plan(aggregate), 'a');
    });

    it('should page /api/admin/users in its default sort without a filesort on users', async () => {
      const sent = await statements(() => get('/api/admin/users', admin));
      const page = sent.find((q) => /ORDER BY/i.test(q.sql) && /FROM\s+[`"]?users/i.test(q.sql))!;
      const rows = await plan(page);
      expectIndexed(rows, 'u');
      expect(filesort(rows)).toBe(false);
    });

    it("should page a school's roster through indexes, scanning no table whole", async () => {
      // The roster is a derived table (whitelist entries with their accounts, and domain
      // sign-ups): its page sorts one school's rows (docs/decisions/0101-students-are-the-roster.md).
      const coordinator = await staffToken(t, 'coordinator');
      const sent = await statements(() => get('/api/admin/students', coordinator));
      const page = sent.find((q) => /ORDER BY/i.test(q.sql) && /whitelist_entries/i.test(q.sql))!;
      const rows = await plan(page);
      const tables = rows.filter((r) => ['w', 'u', 'e'].includes(r.table));
      expect(new Set(tables.map((r) => r.table))).toEqual(new Set(['w', 'u', 'e']));
      for (const r of tables) {
        expect({ table: r.table, key: r.key }).toEqual({ table: r.table, key: expect.any(String) });
        expect(r.type).not.toBe('ALL');
      }
    });

    it('should count the users list of a role, verified, from the index alone', async () => {
      const filter = JSON.stringify({ role: 'user', verified: true });
      let range = '';
      const sent = await statements(async () => {
        range = String((await get('/api/admin/users', admin, { filter })).headers['content-range']);
      });
      const count = sent.find((q) => /COUNT\(/i.test(q.sql) && /FROM\s+[`"]?users/i.test(q.sql))!;
      // COUNT(*) over users alone: no COUNT(DISTINCT id) collecting every id, no school join.
      expect(count.sql).not.toMatch(/DISTINCT|JOIN/i);
      const rows = await plan(count);
      expect(rows).toEqual([
        expect.objectContaining({ table: 'u', key: 'idx_users_role_created_verified' }),
      ]);
      // Covering: the verified filter is read from the index, no user row is read.
      expect(rows[0].extra).toMatch(sqlite ? /COVERING INDEX/ : /Using index/);
      const [{ n }] = (await t.dataSource.query(
        "SELECT COUNT(*) AS n FROM users WHERE role = 'user' AND email_verified_at IS NOT NULL",
      )) as { n: string | number }[];
      expect(range).toMatch(new RegExp(`/${Number(n)}$`));
    });

    it('should sign in with one session write and find expired sessions by expiry', async () => {
      const user = await createUser(t);
      const signIn = await statements(() =>
        t
          .http()
          .post('/api/users/login')
          .send({ email: user.email, password: PASSWORD })
          .expect(200),
      );
      const sessions = signIn.filter((q) => /auth_sessions/i.test(q.sql));
      expect(sessions.map((q) => q.sql)).toEqual([expect.stringMatching(/^INSERT INTO/i)]);
      const purge = await statements(() =>
        t.app.get(RetentionService).purgeSessions(t.clock.now()),
      );
      const expired = purge.find((q) => /^SELECT/i.test(q.sql) && /expires_at/i.test(q.sql))!;
      expect(await plan(expired)).toEqual([
        expect.objectContaining({ key: 'idx_auth_sessions_expires' }),
      ]);
    });

    it('should count the funnel from the covering index of users', async () => {
      const coordinator = await staffToken(t, 'coordinator');
      const sent = await statements(() => get('/api/admin/reports/funnel', coordinator));
      const funnel = sent.find((q) => /SUM\(CASE/i.test(q.sql))!;
      expect(await plan(funnel)).toEqual([
        expect.objectContaining({ table: 'u', key: 'idx_users_funnel' }),
      ]);
      expect(funnel.sql).not.toMatch(
        /(FROM|JOIN)\s+[`"]?(assessment_\w+|insights|material_sets)\b/i,
      );
    });

    it('should list the scale-health versions from the kept counts, reading no session', async () => {
      let body: { versions: { sessions: number }[] } = { versions: [] };
      const sent = await statements(async () => {
        body = (await get('/api/admin/scale-health', admin, { assessment_type: 'Career' })).body;
      });
      // The student's completed Career session is counted without scanning the sessions.
      expect(body.versions.map((v) => v.sessions)).toEqual([1]);
      expect(sent.map((q) => q.sql).join('\n')).toMatch(/scale_session_counts/);
      for (const q of sent) {
        expect(q.sql).not.toMatch(/(FROM|JOIN)\s+[`"]?assessment_(progress|answers)\b/i);
      }
    });

    it("should read a student's norm groups from the kept histograms by their key, reading no other student's answers", async () => {
      t.clock.advance(NORM_COHORT_CACHE_MS); // the norm group is read again, not kept
      const sent = await statements(() =>
        get(`/api/assessment/norms/${s.user.id}`, s.token, { assessmentType: 'Career' }),
      );
      const read = sent.find((q) => /facet_total_counts/.test(q.sql))!;
      expectIndexed(await plan(read), 'h');
      for (const q of sent.filter((x) => /assessment_answers/.test(x.sql)))
        expect(q.params).toContain(s.user.id);
    });

    it('should read every table of a norms request through an index, one statement when warm', async () => {
      const norms = () =>
        get(`/api/assessment/norms/${s.user.id}`, s.token, { assessmentType: 'Career' });
      // Cold: the norm group older than its bound is read again (the guard's check left out):
      // the student's sessions, the group's versions, its session counts, its histograms.
      t.clock.advance(NORM_COHORT_CACHE_MS);
      const cold = (await statements(norms)).filter((q) => !/auth_sessions/.test(q.sql));
      expect(cold.length).toBe(4);
      // Warm (NormCohortCache): the student's own sessions with their facet totals, alone.
      const warm = await statements(norms);
      expect(warm.length).toBe(1);
      for (const q of [...cold, ...warm]) {
        const rows = (await plan(q)).filter((r) => r.table && !r.table.startsWith('<'));
        for (const alias of new Set(rows.map((r) => r.table))) expectIndexed(rows, alias);
      }
    });

    it('should read answers and progress of the weekly and result reports through indexes', async () => {
      for (const path of ['/api/admin/reports/weekly', '/api/admin/reports/aggregates']) {
        const sent = await statements(() => get(path, admin));
        for (const q of sent.filter((x) => /assessment_(answers|progress)/.test(x.sql))) {
          const rows = await plan(q);
          for (const alias of ['a', 'p'].filter((a) => rows.some((r) => r.table === a)))
            expectIndexed(rows, alias);
        }
      }
    });
  });
});
