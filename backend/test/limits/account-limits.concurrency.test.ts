import { Insight } from '../../src/insights/entities/insight.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import {
  answersFor,
  complete,
  newSessionId,
  servedQuestions,
  subjectSession,
} from '../support/assessments';
import { mailsTo, PASSWORD, signedInStudent } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { burst, byStatus } from './burst';

// The retake window, the invite quota, the 30-day account
// cooldowns, e-mail change requests and the insights lock hold under 10 simultaneous requests.
describe('student limits under concurrent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const student = () => signedInStudent(t);

  it('should complete one of 10 sessions finished at once, keeping the 6-month rule', async () => {
    const { user, token, as } = await student();
    const answers = answersFor(await servedQuestions(t, token, 'Career'));
    const sessions = Array.from({ length: 10 }, () => newSessionId());
    for (const sessionId of sessions) {
      await as
        .post('/api/assessment/submit-batch', {
          userId: user.id,
          assessmentType: 'Career',
          sessionId,
          answers,
        })
        .expect(201);
    }
    const results = await burst(10, (i) =>
      as.post('/api/assessment/save-progress', {
        userId: user.id,
        assessmentType: 'Career',
        sessionId: sessions[i],
        lastCompletionDate: t.clock.now().toISOString(),
      }),
    );
    expect(byStatus(results)).toEqual({ 201: 1, 409: 9 });
    const completed = await t.dataSource
      .getRepository(AssessmentProgress)
      .countBy({ userId: user.id, isCompleted: true });
    expect(completed).toBe(1);
  });

  it("should complete 16 students' sessions finished at once, each on the funnel", async () => {
    // The CI run that found it: completions of neighbouring students deadlocked on MariaDB.
    const students = await Promise.all(Array.from({ length: 16 }, () => student()));
    const started = [];
    for (const { user, token, as } of students) {
      const sessionId = newSessionId();
      const answers = answersFor(await servedQuestions(t, token, 'Learning'));
      await as
        .post('/api/assessment/submit-batch', {
          userId: user.id,
          assessmentType: 'Learning',
          sessionId,
          answers,
        })
        .expect(201);
      started.push({ userId: user.id, as, sessionId });
    }
    const results = await Promise.all(
      started.map(({ userId, as, sessionId }) =>
        as.post('/api/assessment/save-progress', {
          userId,
          assessmentType: 'Learning',
          sessionId,
          lastCompletionDate: t.clock.now().toISOString(),
        }),
      ),
    );
    expect(byStatus(results)).toEqual({ 201: 16 });
    const funnel: { n: number | string }[] = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM users u JOIN assessment_progress p ON p.user_id = u.id
       WHERE p.assessment_type = 'Learning' AND p.is_completed = 1
         AND u.studystyle_started_at = p.created_at
         AND u.studystyle_completed_at = p.last_completion_date`,
    );
    expect(Number(funnel[0].n)).toBe(16);
  });

  it("should generate 12 students' insights at once, each on the funnel", async () => {
    const pick = (q: { question_id: number; options: unknown[] }) =>
      q.question_id % q.options.length;
    const students = await Promise.all(Array.from({ length: 12 }, () => student()));
    for (const { user, token } of students) {
      const career = answersFor(await servedQuestions(t, token, 'Career'), pick);
      await complete(t, token, user.id, 'Career', career);
      const subject = await servedQuestions(t, token, 'Subject');
      await complete(t, token, user.id, 'Subject', subjectSession(subject, pick));
    }
    const results = await Promise.all(
      students.map(({ user, as }) =>
        as.post('/api/insights/generate', { userId: user.id, prompt: 'ignored' }),
      ),
    );
    expect(byStatus(results)).toEqual({ 201: 12 });
    const ids = students.map(({ user }) => user.id);
    const funnel: { n: number | string }[] = await t.dataSource.query(
      `SELECT COUNT(*) AS n FROM users u JOIN insights i ON i.user_id = u.id
       WHERE u.insights_generated_at = i.generated_at AND u.id IN (${ids.map(() => '?').join(', ')})`,
      ids,
    );
    expect(Number(funnel[0].n)).toBe(12);
  });

  it('should add exactly 2 of 10 friends invited at once', async () => {
    const { user, as } = await student();
    const results = await burst(10, (i) =>
      as.post('/api/whitelist/user-email', { email: `friend${i}.${user.id}@elsewhere.test` }),
    );
    expect(byStatus(results)).toEqual({ 201: 2, 403: 8 });
    expect(await t.dataSource.getRepository(WhitelistEntry).countBy({ addedBy: user.id })).toBe(2);
  });

  it('should change the username once when 10 changes arrive at once', async () => {
    const { user, as } = await student();
    const results = await burst(10, (i) =>
      as.put('/api/users/update-username', {
        userId: user.id,
        username: `renamed_${i}_${Date.now()}`,
      }),
    );
    expect(byStatus(results)).toEqual({ 200: 1, 403: 9 });
    const audits = await t.dataSource
      .getRepository(AuditLog)
      .countBy({ resourceId: user.id, action: 'update_username' });
    expect(audits).toBe(1);
  });

  it('should hand out the data once when 10 downloads arrive at once', async () => {
    const { user, as } = await student();
    const results = await burst(10, () => as.get(`/api/users/download-data/${user.id}`));
    expect(byStatus(results)).toEqual({ 200: 1, 403: 9 });
  });

  it('should mail 3 of 10 e-mail change requests sent at once, and no more that day', async () => {
    const { user, as } = await student();
    const address = (i: number) => `new${i}.${user.id}@demo-school.test`;
    const results = await burst(10, (i) =>
      as.post('/api/users/change-email', {
        userId: user.id,
        newEmail: address(i),
        password: PASSWORD,
      }),
    );
    expect(byStatus(results)).toEqual({ 201: 3, 429: 7 });
    const mailed = await Promise.all(results.map((_, i) => mailsTo(t, address(i))));
    expect(mailed.flat()).toHaveLength(3);
  });

  it('should check at most 10 of 50 re-entered passwords sent at once', async () => {
    const { user, as } = await student();
    const results = await burst(50, () =>
      as.del(`/api/users/delete/${user.id}`, { password: 'Wrong!Guess1' }),
    );
    expect(byStatus(results)).toEqual({ 403: 10, 429: 40 });
    expect(results.find((r) => r.status === 403)?.body).toEqual({ error: 'Incorrect password.' });
    expect(results.find((r) => r.status === 429)?.body.error).toMatch(
      /^Too many password attempts/,
    );
    // The budget holds for the right password too, until the window has passed.
    await as.del(`/api/users/delete/${user.id}`, { password: PASSWORD }).expect(429);
    t.clock.advance(15 * 60_000);
    await as.del(`/api/users/delete/${user.id}`, { password: PASSWORD }).expect(200);
  });

  it('should generate insights once when 10 requests arrive at once', async () => {
    const { user, token, as } = await student();
    const pick = (q: { question_id: number; options: unknown[] }) =>
      q.question_id % q.options.length;
    await complete(
      t,
      token,
      user.id,
      'Career',
      answersFor(await servedQuestions(t, token, 'Career'), pick),
    );
    const subject = await servedQuestions(t, token, 'Subject');
    await complete(t, token, user.id, 'Subject', subjectSession(subject, pick));
    const results = await burst(10, () =>
      as.post('/api/insights/generate', { userId: user.id, prompt: 'ignored' }),
    );
    expect(byStatus(results)).toEqual({ 201: 1, 403: 9 });
    expect(await t.dataSource.getRepository(Insight).countBy({ userId: user.id })).toBe(1);
  });
});
