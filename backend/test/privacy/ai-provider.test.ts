import { loadConfig } from '../../src/config/env';
import { asBearer } from '../support/as-bearer';
import { readyStudent, Student, topSubjects } from '../support/enrich';
import { FakeOpenAi } from '../support/fake-openai';
import { answer, generate, submit, team } from '../support/team';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Children's data by default (issue 16): the AI provider is a third party, off unless the
 * operator sets AI_PROVIDER, and it receives scores, subject names and the team's own answers,
 * never a name, e-mail address or id.
 */
describe('what the AI provider receives', () => {
  let t: TestApp;
  const fake = new FakeOpenAi();
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
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it('should send nothing to a provider unless one is configured', () => {
    expect(loadConfig({}).ai.provider).toBe('offline');
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
  });
});
