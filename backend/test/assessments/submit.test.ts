import {
  ANSWER_ALREADY_SUBMITTED,
  PART_I,
  RETAKE_WINDOW_MS,
  retakeLockedMessage,
} from '@aspire/domain';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { User } from '../../src/users/entities/user.entity';
import { refreshStages } from '../../src/assessments/student-stages.repository';
import {
  answersFor,
  complete,
  newSessionId,
  servedQuestions,
  ServedQuestion,
} from '../support/assessments';
import { createUser, tokenFor } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

describe('submitting assessments', () => {
  let t: TestApp;
  let user: User;
  let token: string;
  let career: ServedQuestion[];

  beforeAll(async () => {
    t = await createTestApp();
    user = await createUser(t);
    token = await tokenFor(t, user);
    career = await servedQuestions(t, token, 'Career');
  });
  afterAll(() => t.close());

  const submit = (body: object, bearer = token) =>
    t.http().post('/api/assessment/submit-batch').auth(bearer, { type: 'bearer' }).send(body);
  const answerCount = (sessionId: string) =>
    t.dataSource.getRepository(AssessmentAnswer).countBy({ sessionId });

  it('should store one row per answer, taking category and facet from the question', async () => {
    const sessionId = newSessionId();
    const answers = answersFor(career.slice(0, 5)).map((a) => ({
      ...a,
      facet: 'Forged',
      category: 'X',
    }));
    const res = await submit({
      userId: user.id,
      assessmentType: 'Career',
      sessionId,
      answers,
    }).expect(201);
    expect(res.body).toEqual({
      message: 'Answers submitted successfully',
      inserted: 5,
      updated: 0,
      unchanged: 0,
    });
    const stored = await t.dataSource.getRepository(AssessmentAnswer).findBy({ sessionId });
    expect(stored.map((r) => r.facet)).toEqual(career.slice(0, 5).map((q) => q.facet));
    expect(stored.every((r) => r.category === 'FutureReady')).toBe(true);
  });

  it('should store every column as written, and replace a changed answer in place', async () => {
    const sessionId = newSessionId();
    const [first, second] = career;
    const body = (score: number, answerMs: number | null) => ({
      userId: user.id,
      assessmentType: 'Career',
      sessionId,
      answers: [
        { questionId: first.question_id, score, answerMs },
        { questionId: second.question_id, score: first.options[0].score },
      ],
    });
    const at = t.clock.now();
    await submit(body(first.options[0].score, 4200)).expect(201);
    const read = () =>
      t.dataSource
        .getRepository(AssessmentAnswer)
        .find({ where: { sessionId }, order: { questionId: 'ASC' } });
    const [row] = (await read()).filter((r) => r.questionId === first.question_id);
    expect(row).toEqual({
      id: expect.any(Number),
      userId: user.id,
      sessionId,
      assessmentType: 'Career',
      questionId: first.question_id,
      category: 'FutureReady',
      subCategory: first.sub_category,
      facet: first.facet,
      taxonomy: first.taxonomy,
      score: first.options[0].score,
      // The option chosen: the only one with that score (docs/decisions/0071-chosen-options-kept.md).
      optionIndex: 0,
      answerMs: 4200,
      createdAt: at,
    });
    const last = first.options[first.options.length - 1].score;
    t.clock.advance(60_000);
    const res = await submit(body(last, null)).expect(201);
    expect(res.body).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    const after = await read();
    expect(after).toHaveLength(2);
    const changed = after.find((r) => r.questionId === first.question_id)!;
    expect(changed).toEqual({
      ...row,
      score: last,
      optionIndex: first.options.length - 1,
      answerMs: null,
    });
  });

  it('should not duplicate anything when the same batch is sent twice', async () => {
    const sessionId = newSessionId();
    const body = {
      userId: user.id,
      assessmentType: 'Career',
      sessionId,
      answers: answersFor(career.slice(0, 8)),
    };
    await submit(body).expect(201);
    await submit(body).expect(201);
    expect(await answerCount(sessionId)).toBe(8);
  });

  it('should not duplicate when two submits of one session race', async () => {
    const sessionId = newSessionId();
    const body = {
      userId: user.id,
      assessmentType: 'Career',
      sessionId,
      answers: answersFor(career.slice(0, 10)),
    };
    const results = await Promise.all([submit(body), submit(body), submit(body)]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(await answerCount(sessionId)).toBe(10);
  });

  it.each([
    [
      'an unknown question',
      (a: ReturnType<typeof answersFor>[number]) => ({ ...a, questionId: 999_999 }),
      /Question 999999 is not part of the Career assessment\./,
    ],
    [
      'a score that is not an option',
      (a: ReturnType<typeof answersFor>[number]) => ({ ...a, score: 42 }),
      /Score 42 is not an option of question \d+\./,
    ],
  ])(
    'should refuse %s with a 400 naming the question, storing nothing',
    async (_case, change, message) => {
      const sessionId = newSessionId();
      const [first, ...rest] = answersFor(career.slice(0, 3));
      const res = await submit({
        userId: user.id,
        assessmentType: 'Career',
        sessionId,
        answers: [...rest, change(first)],
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(message);
      expect(await answerCount(sessionId)).toBe(0);
    },
  );

  it("should refuse another assessment's question", async () => {
    const learning = await servedQuestions(t, token, 'Learning');
    const res = await submit({
      userId: user.id,
      assessmentType: 'Career',
      sessionId: newSessionId(),
      answers: answersFor(learning.slice(0, 1)),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(
      `Question ${learning[0].question_id} is not part of the Career assessment.`,
    );
  });

  it.each([
    ['no answers', { answers: [] }],
    ['a bad session id', { sessionId: 'x' }],
    ['an unknown type', { assessmentType: 'Astrology' }],
    ['a string score', { answers: [{ questionId: 1, score: 'high' }] }],
  ])('should answer 400 for %s', async (_case, change) => {
    const base = {
      userId: user.id,
      assessmentType: 'Career',
      sessionId: newSessionId(),
      answers: answersFor(career.slice(0, 1)),
    };
    const res = await submit({ ...base, ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('should use at most 4 SQL statements for a batch of every question', async () => {
    // Every query runner reports each statement to the logger, on SQLite and MySQL alike.
    const spy = jest.spyOn(t.dataSource.logger, 'logQuery');
    const sessionId = newSessionId();
    await submit({
      userId: user.id,
      assessmentType: 'Career',
      sessionId,
      answers: answersFor(career),
    }).expect(201);
    const statements = spy.mock.calls.map(([sql]) => String(sql));
    spy.mockRestore();
    // The JWT guard's user lookup is the request's authentication, not the batch.
    const batch = statements.filter((sql) => !/FROM [`"]users[`"]/.test(sql));
    expect(batch.length).toBeGreaterThanOrEqual(2); // the spy sees the statements
    expect(batch.length).toBeLessThanOrEqual(4);
    expect(await answerCount(sessionId)).toBe(career.length);
  });

  it('should read once and write once for a new session of a student without completions', async () => {
    // The usual batch. The progress rows are loaded only when the read finds some.
    const student = await createUser(t);
    const bearer = await tokenFor(t, student);
    const batchOf = () => ({
      userId: student.id,
      assessmentType: 'Career',
      sessionId: newSessionId(),
      answers: answersFor(career),
    });
    await submit(batchOf(), bearer).expect(201); // the bank and the guard warm
    const spy = jest.spyOn(t.dataSource.logger, 'logQuery');
    await submit(batchOf(), bearer).expect(201);
    const statements = spy.mock.calls.map(([sql]) => String(sql).trim());
    spy.mockRestore();
    // Not the guard's reads of the user and the session, not transaction control.
    const batch = statements.filter(
      (sql) =>
        !/FROM [`"]users[`"]|auth_sessions/.test(sql) &&
        !/^(START|BEGIN|COMMIT|ROLLBACK|SAVEPOINT|RELEASE)/i.test(sql),
    );
    expect(batch.map((sql) => sql.split(/\s/)[0].toUpperCase())).toEqual(['SELECT', 'INSERT']);
  });

  describe('the 6-month rule', () => {
    it('should refuse answers to a finished session and a new session within 6 months', async () => {
      const student = await createUser(t);
      let bearer = await tokenFor(t, student);
      const done = await complete(t, bearer, student.id, 'Career', answersFor(career));
      const finishedAt = t.clock.now();
      const again = await submit(
        {
          userId: student.id,
          assessmentType: 'Career',
          sessionId: done,
          answers: answersFor(career.slice(0, 1)),
        },
        bearer,
      );
      expect([again.status, again.body]).toEqual([409, { error: ANSWER_ALREADY_SUBMITTED }]);
      const fresh = await submit(
        {
          userId: student.id,
          assessmentType: 'Career',
          sessionId: newSessionId(),
          answers: answersFor(career.slice(0, 1)),
        },
        bearer,
      );
      expect([fresh.status, fresh.body]).toEqual([409, { error: retakeLockedMessage(finishedAt) }]);
      expect(fresh.body.error).toMatch(/6 months/);
      t.clock.advance(RETAKE_WINDOW_MS);
      bearer = await tokenFor(t, student); // the old token expired meanwhile
      await submit(
        {
          userId: student.id,
          assessmentType: 'Career',
          sessionId: newSessionId(),
          answers: answersFor(career.slice(0, 1)),
        },
        bearer,
      ).expect(201);
    });

    it('should let an admin retake at once', async () => {
      const admin = await createUser(t, { role: 'admin' });
      const bearer = await tokenFor(t, admin);
      await complete(t, bearer, admin.id, 'Career', answersFor(career));
      await complete(t, bearer, admin.id, 'Career', answersFor(career));
    });
  });

  it("should answer 403 for another user's id", async () => {
    const other = await createUser(t);
    const mine = await tokenFor(t, user);
    await submit(
      {
        userId: other.id,
        assessmentType: 'Career',
        sessionId: newSessionId(),
        answers: answersFor(career.slice(0, 1)),
      },
      mine,
    ).expect(403);
  });
  it("should keep Part I's funnel stage at the earliest Part I answer, writing it only when it moves", async () => {
    const student = await createUser(t);
    const bearer = await tokenFor(t, student);
    const partI = (await servedQuestions(t, bearer, 'Subject'))
      .filter((q) => q.category === PART_I)
      .slice(0, 3);
    const stage = async () =>
      (
        (await t.dataSource.query(
          'SELECT uniready_part_i_completed_at AS at FROM users WHERE id = ?',
          [student.id],
        )) as { at: unknown }[]
      )[0].at;
    /** The stage as stored equals a rebuild from the answers (what the migration's backfill runs). */
    const expectKept = async () => {
      const kept = await stage();
      await refreshStages(t.dataSource.manager, student.id, ['uniready_part_i_completed']);
      expect(String(await stage())).toEqual(String(kept));
    };
    /** The statements one first batch of a new session sends, by verb. */
    const firstBatch = async () => {
      const logger = t.dataSource.logger as { logQuery: (q: string, p?: unknown[]) => void };
      const original = logger.logQuery;
      const seen: string[] = [];
      logger.logQuery = (sql, params) => {
        // The session's last use (docs/decisions/0088-idle-sessions.md) is not the batch's.
        if (!/auth_sessions/.test(sql)) seen.push(sql.trim().split(/\s/)[0].toUpperCase());
        original.call(logger, sql, params);
      };
      try {
        await submit(
          {
            userId: student.id,
            assessmentType: 'Subject',
            sessionId: newSessionId(),
            answers: answersFor(partI),
          },
          bearer,
        ).expect(201);
      } finally {
        logger.logQuery = original;
      }
      return seen;
    };
    const start = t.clock.now();
    try {
      expect(await firstBatch()).toContain('UPDATE'); // the stage is reached now
      await expectKept();
      const reached = String(await stage());
      t.clock.advance(60 * 60 * 1000);
      expect(await firstBatch()).not.toContain('UPDATE'); // an earlier time stands
      expect(String(await stage())).toBe(reached);
      t.clock.set(new Date(start.getTime() - 60 * 60 * 1000)); // the clock went back
      expect(await firstBatch()).toContain('UPDATE');
      expect(String(await stage())).not.toBe(reached);
      await expectKept();
    } finally {
      t.clock.set(start);
    }
  });
});
