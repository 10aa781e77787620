import { formatScore, RETAKE_WINDOW_MS } from '@aspire/domain';
import { INSIGHTS_LOCKED, INSIGHTS_NEED_BOTH } from '../../src/insights/insights.service';
import { answersFor, complete, servedQuestions, subjectSession } from '../support/assessments';
import { createUser, tokenFor } from '../support/factories';
import { FakeOpenAi } from '../support/fake-openai';
import { AI_TEXT_MAX } from '../../src/ai/ai.types';
import { allowAiSharing } from '../support/ai-sharing';
import { createTestApp, TestApp } from '../support/test-app';

async function readyStudent(t: TestApp, role: 'user' | 'admin' = 'user') {
  const user = await createUser(t, { role });
  const token = await tokenFor(t, user);
  const pick = (q: { question_id: number; options: unknown[] }) => q.question_id % q.options.length;
  await complete(
    t,
    token,
    user.id,
    'Career',
    answersFor(await servedQuestions(t, token, 'Career'), pick),
  );
  const subject = await servedQuestions(t, token, 'Subject');
  await complete(t, token, user.id, 'Subject', subjectSession(subject, pick));
  return { user, token };
}

const generate = (t: TestApp, token: string, userId: string) =>
  t
    .http()
    .post('/api/insights/generate')
    .auth(token, { type: 'bearer' })
    .send({ userId, prompt: 'ignored' });

describe('insights with the offline provider', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should need both assessments', async () => {
    const user = await createUser(t);
    const res = await generate(t, await tokenFor(t, user), user.id);
    expect([res.status, res.body]).toEqual([403, { error: INSIGHTS_NEED_BOTH }]);
  });

  it("should write guidance from the student's own scores, store it, and lock for 6 months", async () => {
    const { user, token } = await readyStudent(t);
    const scores = await t
      .http()
      .get(`/api/assessment/scores/${user.id}?assessmentType=Subject`)
      .auth(token, { type: 'bearer' });
    const topSubject = scores.body.facets
      .filter((f: { category: string }) => f.category === 'Part II')
      .sort(
        (a: { averageScore: number }, b: { averageScore: number }) =>
          b.averageScore - a.averageScore,
      )[0]._id;
    const res = await generate(t, token, user.id).expect(201);
    expect(res.body.provider).toBe('offline');
    expect(res.body.insights).toContain(`**${topSubject}**`);
    expect(res.body.insights).toMatch(/Your interest code is \*\*[RIASEC]{3}\*\*/);
    const stored = await t
      .http()
      .get(`/api/insights/${user.id}`)
      .auth(token, { type: 'bearer' })
      .expect(200);
    expect(stored.body).toEqual({
      insights: res.body.insights,
      generationDate: res.body.generationDate,
      provider: 'offline',
    });
    await generate(t, token, user.id).expect(403, { error: INSIGHTS_LOCKED });
    t.clock.advance(RETAKE_WINDOW_MS);
    await generate(t, await tokenFor(t, user), user.id).expect(201);
  });

  it('should let an admin generate again at once', async () => {
    const { user, token } = await readyStudent(t, 'admin');
    await generate(t, token, user.id).expect(201);
    await generate(t, token, user.id).expect(201);
  });

  it("should answer the profile prompt from the student's stored scores, null before both", async () => {
    const prompt = (token: string, userId: string) =>
      t.http().get(`/api/insights/prompt/${userId}`).auth(token, { type: 'bearer' });
    const newcomer = await createUser(t);
    const newcomerToken = await tokenFor(t, newcomer);
    await prompt(newcomerToken, newcomer.id).expect(200, { prompt: null });
    await prompt(newcomerToken, (await createUser(t)).id).expect(403);

    const { user, token } = await readyStudent(t);
    const scores = await t
      .http()
      .get(`/api/assessment/scores/${user.id}?assessmentType=Subject`)
      .auth(token, { type: 'bearer' });
    const best = scores.body.facets
      .filter((f: { category: string }) => f.category === 'Part II')
      .sort(
        (a: { averageScore: number }, b: { averageScore: number }) =>
          b.averageScore - a.averageScore,
      )[0];
    const res = await prompt(token, user.id).expect(200);
    expect(res.body.prompt).toContain(
      `Top UniReady subjects: ${best._id} ${formatScore(best.averageScore)}`,
    );
    expect(res.body.prompt).toMatch(/^Career interests \(RIASEC/m);
    expect(res.body.prompt).not.toContain('Top Subject Exploration areas');
  });

  it('should answer 404 before any insight, and 403 for another user', async () => {
    const user = await createUser(t);
    const token = await tokenFor(t, user);
    await t.http().get(`/api/insights/${user.id}`).auth(token, { type: 'bearer' }).expect(404, {
      error: 'You have not generated your insights yet. Press Generate Insights to get yours.',
    });
    const other = await createUser(t);
    await t.http().get(`/api/insights/${other.id}`).auth(token, { type: 'bearer' }).expect(403);
    await generate(t, token, other.id).expect(403);
  });
});

describe('insights with an OpenAI-compatible provider (a local fake server)', () => {
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
        AI_TIMEOUT_MS: '400',
      },
    });
    await allowAiSharing(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });

  it("should send the server-built profile and return the model's text", async () => {
    fake.mode = 'ok';
    const { user, token } = await readyStudent(t);
    const res = await generate(t, token, user.id).expect(201);
    expect(res.body).toMatchObject({
      insights: '**Fake insight** for you.',
      provider: 'openai-compatible',
    });
    expect(fake.prompts.at(-1)).toMatch(/^I am a secondary-school student/);
    expect(fake.prompts.at(-1)).not.toContain('ignored');
  });

  it('should time out a slow answer with a clear message and store nothing', async () => {
    fake.mode = 'slow';
    const { user, token } = await readyStudent(t);
    const res = await generate(t, token, user.id);
    expect(res.status).toBe(504);
    expect(res.body.error).toMatch(/took too long/);
    await t.http().get(`/api/insights/${user.id}`).auth(token, { type: 'bearer' }).expect(404);
  });

  it('should turn a 429 into the spec message', async () => {
    fake.mode = 'rate-limited';
    const { user, token } = await readyStudent(t);
    await generate(t, token, user.id).expect(429, {
      error: 'Rate limit exceeded. Please try again later.',
    });
  });

  it("should cut a model's overlong answer at a word, store it, and let the portal save it back", async () => {
    fake.mode = 'ok';
    fake.reply = 'Consider engineering. '.repeat(5000); // 110,000 characters
    try {
      const { user, token } = await readyStudent(t);
      const res = await generate(t, token, user.id).expect(201);
      const text = res.body.insights as string;
      expect(text.length).toBeLessThanOrEqual(AI_TEXT_MAX);
      expect(text.length).toBeGreaterThan(AI_TEXT_MAX - 30);
      expect(text).toMatch(/engineering\.…$/);
      const stored = await t.http().get(`/api/insights/${user.id}`).auth(token, { type: 'bearer' });
      expect(stored.status).toBe(200);
      expect(JSON.stringify(stored.body)).toContain(text.slice(-40));
      await t
        .http()
        .post('/api/insights/save')
        .auth(token, { type: 'bearer' })
        .send({ userId: user.id, insights: text })
        .expect(201);
    } finally {
      fake.reply = '**Fake insight** for you.';
    }
  });
});

describe('saving insights', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should keep the generated row (and its provider) when the portal saves the same text', async () => {
    for (const role of ['user', 'admin'] as const) {
      const { user, token } = await readyStudent(t, role);
      const generated = await generate(t, token, user.id).expect(201);
      await t
        .http()
        .post('/api/insights/save')
        .auth(token, { type: 'bearer' })
        .send({
          userId: user.id,
          insights: generated.body.insights,
          generationDate: generated.body.generationDate,
        })
        .expect(201);
      const stored = await t
        .http()
        .get(`/api/insights/${user.id}`)
        .auth(token, { type: 'bearer' })
        .expect(200);
      expect(stored.body.provider).toBe('offline');
    }
  });

  it('should refuse a student storing a different text', async () => {
    const { user, token } = await readyStudent(t);
    await generate(t, token, user.id).expect(201);
    await t
      .http()
      .post('/api/insights/save')
      .auth(token, { type: 'bearer' })
      .send({ userId: user.id, insights: 'My own words' })
      .expect(403, { error: INSIGHTS_LOCKED });
  });
});
