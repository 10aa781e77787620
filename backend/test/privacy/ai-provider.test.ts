import { AI_SHARING_OFF } from '../../src/ai/ai.types';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { loadConfig } from '../../src/config/env';
import { AI_SHARING_URL } from '../support/ai-sharing';
import { asBearer } from '../support/as-bearer';
import { readyStudent, Student, topSubjects } from '../support/enrich';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { FakeOpenAi } from '../support/fake-openai';
import { answer, generate, submit, team } from '../support/team';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Children's data by default: the AI provider is a third party, off unless the
 * operator sets AI_PROVIDER and an admin then turns sharing on in the back-office; it receives
 * scores, subject names and the team's own answers, never a name, e-mail address or id.
 */
describe('what the AI provider receives', () => {
  let t: TestApp;
  let admin: string;
  const fake = new FakeOpenAi();
  const sharingAudits = () =>
    t.dataSource
      .getRepository(AuditLog)
      .find({ where: { resource: 'settings' }, order: { id: 'ASC' } });
  beforeAll(async () => {
    const baseUrl = await fake.start();
    t = await createTestApp({
      env: {
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: baseUrl,
        AI_API_KEY: 'test-key',
        AI_MODEL: 'grok-test',
      },
    });
    admin = await staffToken(t, 'admin');
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('should send nothing to a provider unless one is configured', () => {
    expect(loadConfig({}).ai.provider).toBe('offline');
  });

  it('should send nothing to a configured provider until an admin turns sharing on', async () => {
    await asBearer(t, admin)
      .get(AI_SHARING_URL)
      .expect(200, { enabled: false, provider: 'openai-compatible' });
    const s = await readyStudent(t, { username: 'Off_a', email: 'off.a@demo-school.test' });
    const subject = (await topSubjects(t, s)).uniReady[0];

    const insights = await asBearer(t, s.token)
      .post('/api/insights/generate', { userId: s.user.id })
      .expect(403);
    expect(insights.body).toEqual({ error: AI_SHARING_OFF });
    await asBearer(t, s.token)
      .post('/api/materials/generate', { userId: s.user.id, payload: { subject } })
      .expect(403, { error: AI_SHARING_OFF });
    expect(fake.requests).toEqual([]);
    // Refused before anything was claimed: the student may try again once sharing is on.
    await asBearer(t, s.token).get(`/api/insights/${s.user.id}`).expect(404);
  });

  it('should let only an admin change the setting, with a true or false value', async () => {
    const coordinator = await staffToken(t, 'coordinator');
    const student = await tokenFor(t, await createUser(t));
    for (const token of [coordinator, student]) {
      await asBearer(t, token).put(AI_SHARING_URL, { enabled: true }).expect(403);
      await asBearer(t, token).get(AI_SHARING_URL).expect(403);
    }
    await t.http().put(AI_SHARING_URL).send({ enabled: true }).expect(401);
    for (const body of [{}, { enabled: 'yes' }, { enabled: 1 }, { enabled: null }]) {
      const res = await asBearer(t, admin).put(AI_SHARING_URL, body).expect(400);
      expect(res.body).toEqual({ error: expect.any(String) });
    }
    await asBearer(t, admin).put(AI_SHARING_URL, { enabled: true, extra: 1 }).expect(400);
    await asBearer(t, admin).get(AI_SHARING_URL).expect(200, {
      enabled: false,
      provider: 'openai-compatible',
    });
    // Turning off what is off changes nothing, so nothing is audited.
    await asBearer(t, admin).put(AI_SHARING_URL, { enabled: false }).expect(200);
    expect(await sharingAudits()).toEqual([]);
  });

  it('should record one audited change when an admin turns sharing on, however often at once', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => asBearer(t, admin).put(AI_SHARING_URL, { enabled: true })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const audits = await sharingAudits();
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: 'update',
      actorEmail: 'admin@aspire.test',
      before: { ai_sharing_enabled: false },
      after: { ai_sharing_enabled: true },
    });
  });

  it('should send scores and subject names for insights, materials and team feedback, never who', async () => {
    const named = (tag: string) =>
      readyStudent(t, { username: `Zelda_${tag}`, email: `zelda.${tag}@demo-school.test` });
    const [a, b, c]: Student[] = [await named('a'), await named('b'), await named('c')];
    const subject = (await topSubjects(t, a)).uniReady[0];

    fake.reply = '**Fake insight** for you.';
    await asBearer(t, a.token).post('/api/insights/generate', { userId: a.user.id }).expect(201);
    const insightsBody = fake.requests[fake.requests.length - 1].body;
    expect(insightsBody).toMatch(/Top subjects: [^\n]*\d\.\d/);
    fake.reply = '1. HyperPhysics || Khan Academy';
    await asBearer(t, a.token)
      .post('/api/materials/generate', { userId: a.user.id, payload: { subject } })
      .expect(201);
    expect(fake.requests[fake.requests.length - 1].body).toContain(subject);

    fake.reply = 'What would your town need in 2040?';
    const { taskId } = await team(t, a, [b, c], subject);
    await generate(t, a, taskId).expect(201);
    await answer(t, a, taskId, 'A garden, as Zelda_b said in class').expect(201);
    await answer(t, b, taskId, 'A science fair').expect(201);
    await answer(t, c, taskId, 'A podcast').expect(201);
    fake.reply = 'Member 1 and Member 2 built on each other; Member 3 added a voice.';
    await submit(t, a, taskId).expect(201);
    const feedbackBody = fake.requests[fake.requests.length - 1].body;
    expect(feedbackBody).toContain('Member 1: A garden, as Member 2 said in class');
    const task = await asBearer(t, a.token)
      .get(`/api/team/task/${taskId}?userId=${a.user.id}`)
      .expect(200);
    expect(task.body.task.feedback_text).toBe(
      'Zelda_a and Zelda_b built on each other; Zelda_c added a voice.',
    );

    const sent = JSON.stringify(fake.requests).toLowerCase();
    expect(fake.requests.length).toBeGreaterThanOrEqual(4);
    for (const s of [a, b, c]) {
      for (const needle of [s.user.id, s.user.email, s.user.username, s.user.email.split('@')[0]]) {
        expect({ needle, sent: sent.includes(needle.toLowerCase()) }).toEqual({
          needle,
          sent: false,
        });
      }
    }
    expect(sent).not.toContain('zelda');
    // No address of the student's machine either (the Host header is the provider's own).
    expect(fake.requests.filter((r) => /\d+\.\d+\.\d+\.\d+|::ffff/.test(r.body))).toEqual([]);
    expect(JSON.parse(insightsBody)).not.toHaveProperty('user');
    // The request is the model's name and the two messages: nothing else rides along.
    for (const { body } of fake.requests) {
      expect(Object.keys(JSON.parse(body) as object).sort()).toEqual(['messages', 'model']);
    }
  });

  it('should send nothing again once an admin turns sharing off', async () => {
    await asBearer(t, admin).put(AI_SHARING_URL, { enabled: false }).expect(200, {
      enabled: false,
      provider: 'openai-compatible',
    });
    const sent = fake.requests.length;
    const s = await readyStudent(t, { username: 'Off_b', email: 'off.b@demo-school.test' });
    await asBearer(t, s.token)
      .post('/api/insights/generate', { userId: s.user.id })
      .expect(403, { error: AI_SHARING_OFF });
    expect(fake.requests).toHaveLength(sent);
    expect((await sharingAudits()).map((a) => a.after)).toEqual([
      { ai_sharing_enabled: true },
      { ai_sharing_enabled: false },
    ]);
  });
});
