import { DAY_MS } from '@aspire/domain';
import { SESSION_CACHE_MS } from '../../src/auth/jwt/session-cache';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { RetentionService } from '../../src/privacy/retention.service';
import { BANK_VERSION_TTL_MS } from '../../src/questions/question-bank.service';
import { TeamSweepService } from '../../src/teams/team-sweep.service';
import { ScheduledJobs } from '../../src/scheduling/scheduled-jobs.service';
import { User } from '../../src/users/entities/user.entity';
import { asBearer } from '../support/as-bearer';
import { answersFor, newSessionId, servedQuestions } from '../support/assessments';
import { createUser, PASSWORD, staffToken, tokenFor } from '../support/factories';
import { createInstances, Instances } from '../support/instances';
import { TestApp } from '../support/test-app';

/**
 * Two app instances on one database (and one Redis when TEST_REDIS_URL is set), on two
 * ports, sharing nothing in memory. Everything that must be shared is.
 */
describe('two instances on one database', () => {
  let instances: Instances;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    instances = await createInstances(2);
    [a, b] = instances.apps;
  }, 120_000);
  afterAll(() => instances.close());

  it('listens on two ports', async () => {
    expect(await a.app.getUrl()).not.toBe(await b.app.getUrl());
  });

  it('reaches the login lockout through alternating instances', async () => {
    const user = await createUser(a);
    const login = (t: TestApp, password: string) =>
      t.http().post('/api/users/login').send({ email: user.email, password });
    // Five failures, 3 on A and 2 on B, each after the backoff (2, 4, 8, 16 s) like a patient user.
    for (let k = 1; k <= 5; k++) {
      await login(k % 2 ? a : b, 'Wrong!Pass1').expect(401);
      instances.clock.advance(2000 * 2 ** Math.min(k - 1, 4));
    }
    // Either instance alone saw fewer than five; both refuse the right password now.
    const locked = await login(b, PASSWORD).expect(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(800);
    await login(a, PASSWORD).expect(429);
  });

  it('serves a question edited through A changed by B within the bank-version bound', async () => {
    const student = await createUser(a);
    const token = await tokenFor(b, student);
    const before = await servedQuestions(b, token, 'Career'); // B's cache is warm
    const id = before[0].question_id;
    const admin = asBearer(a, await staffToken(a, 'admin'));
    const current = await admin.get(`/api/admin/questions/${id}`).expect(200);
    const text = `Edited on A ${Date.now()}`;
    await admin
      .put(`/api/admin/questions/${id}`, { ...current.body, question_text: text })
      .expect(200);
    // B reads the bank version at most once per BANK_VERSION_TTL_MS.
    instances.clock.advance(BANK_VERSION_TTL_MS);
    const after = await servedQuestions(b, token, 'Career');
    expect(after.find((q) => q.question_id === id)).toMatchObject({ question_text: text });
  });

  it('refuses on B a token logged out on A, within the 1 s bound of the clock', async () => {
    const user = await createUser(a);
    const token = await tokenFor(a, user);
    const verify = () => asBearer(b, token).get('/api/users/verify-token');
    await verify().expect(200); // B has the session in its cache now
    await asBearer(a, token).post('/api/users/logout').expect(200);
    const loggedOutAt = instances.clock.now().getTime();
    let refusedAfter: number | undefined;
    // Wait on the behaviour: poll, moving the clock 100 ms a time; give up long after the bound.
    for (let step = 0; step <= 50; step++) {
      if ((await verify()).status === 401) {
        refusedAfter = instances.clock.now().getTime() - loggedOutAt;
        break;
      }
      instances.clock.advance(100);
    }
    expect(refusedAfter).toBeDefined();
    expect(refusedAfter).toBeLessThanOrEqual(SESSION_CACHE_MS);
  });

  it('runs a scheduled job once, not twice', async () => {
    const runs: string[] = [];
    for (const [name, t] of [
      ['A', a],
      ['B', b],
    ] as const) {
      jest.spyOn(t.app.get(TeamSweepService), 'sweep').mockImplementation(async () => {
        runs.push(name);
        return { invitations: 0, tasks: 0 };
      });
    }
    const tick = () =>
      Promise.all(
        [a, b, a, b, a, b].map((t) => t.app.get(ScheduledJobs).runIfDue(TeamSweepService.JOB)),
      );
    // A lease an instance's own timer took (it looks every minute of real time) has run out.
    instances.clock.advance(3_600_000);
    expect((await tick()).filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    instances.clock.advance(60_000);
    expect((await tick()).filter(Boolean)).toHaveLength(0);
    instances.clock.advance(3_600_000);
    expect((await tick()).filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(2);
  });

  it('runs the retention job once per day across both instances, erasing a stale account once', async () => {
    const runs: string[] = [];
    for (const [name, t] of [
      ['A', a],
      ['B', b],
    ] as const) {
      const job = t.app.get(RetentionService);
      const runOnce = job.runOnce.bind(job);
      jest.spyOn(job, 'runOnce').mockImplementation((now) => {
        runs.push(name);
        return runOnce(now);
      });
    }
    const stale = await createUser(a, { emailVerifiedAt: null });
    // Past the 30 days an unverified account is kept, and past a lease a timer may have taken.
    instances.clock.advance(31 * DAY_MS);
    const tick = () =>
      Promise.all(
        [b, a, b, a, b, a].map((t) => t.app.get(ScheduledJobs).runIfDue(RetentionService.JOB)),
      );
    expect((await tick()).filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(1);
    expect(await b.dataSource.getRepository(User).countBy({ id: stale.id })).toBe(0);
    const erased = await b.dataSource
      .getRepository(AuditLog)
      .countBy({ action: 'account_deleted', resourceId: stale.id });
    expect(erased).toBe(1);
    instances.clock.advance(DAY_MS - 1);
    expect((await tick()).filter(Boolean)).toHaveLength(0);
    instances.clock.advance(1);
    expect((await tick()).filter(Boolean)).toHaveLength(1);
    expect(runs).toHaveLength(2);
  });

  it('loses and duplicates nothing of 50 parallel submits spread over both instances', async () => {
    const user = await createUser(a);
    const token = await tokenFor(a, user);
    const questions = (await servedQuestions(a, token, 'Career')).slice(0, 25);
    expect(questions).toHaveLength(25);
    const sessionId = newSessionId();
    const answers = answersFor(questions);
    // Each answer is sent twice, once through each instance (25 is odd: i and i + 25 differ).
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? b : a)
          .http()
          .post('/api/assessment/submit-batch')
          .auth(token, { type: 'bearer' })
          .send({
            userId: user.id,
            assessmentType: 'Career',
            sessionId,
            answers: [answers[i % 25]],
          }),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(201));
    const stored = await b.dataSource.getRepository(AssessmentAnswer).findBy({ sessionId });
    expect(stored.map((r) => r.questionId).sort((x, y) => x - y)).toEqual(
      questions.map((q) => q.question_id).sort((x, y) => x - y),
    );
  });
});
