import { type MaterialSetResponse } from '@aspire/domain';
import { curatedFor } from '../../src/ai/offline/curated-materials';
import { MaterialSet } from '../../src/materials/entities/material-set.entity';
import { asBearer } from '../support/as-bearer';
import { readyStudent, Student, topSubjects } from '../support/enrich';
import { FakeOpenAi } from '../support/fake-openai';
import { allowAiSharing } from '../support/ai-sharing';
import { createTestApp, TestApp } from '../support/test-app';

/** A student ready for materials, and their generate call for their best subject. */
async function student(t: TestApp) {
  const s: Student = await readyStudent(t);
  const subject = (await topSubjects(t, s)).uniReady[0];
  const generate = () =>
    asBearer(t, s.token).post('/api/materials/generate', {
      userId: s.user.id,
      payload: { subject, prompt: 'ignored' },
    });
  return { ...s, subject, generate };
}

describe('learning materials from an OpenAI-compatible provider (a local fake server)', () => {
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

  it("should turn the model's titles into web searches and fill up to 12 from the catalogue", async () => {
    fake.mode = 'ok';
    fake.reply =
      '1. Feynman Lectures on Physics || <b>HyperPhysics</b> || HyperPhysics || Physics Girl';
    const s = await student(t);
    const set = (await s.generate().expect(201)).body as MaterialSetResponse;
    expect(set.provider).toBe('openai-compatible');
    expect(set.materials).toHaveLength(12);
    expect(set.materials.slice(0, 3)).toEqual([
      expect.objectContaining({
        title: 'Feynman Lectures on Physics',
        url: 'https://duckduckgo.com/?q=Feynman+Lectures+on+Physics',
      }),
      expect.objectContaining({
        title: 'HyperPhysics',
        url: 'https://duckduckgo.com/?q=HyperPhysics',
      }),
      expect.objectContaining({
        title: 'Physics Girl',
        url: 'https://duckduckgo.com/?q=Physics+Girl',
      }),
    ]);
    // Topped up with the subject's own curated list.
    expect(set.materials[3]).toMatchObject(curatedFor(s.subject)[0]);
    expect(fake.prompts.at(-1)).toContain('separated by "||"');
    expect(fake.prompts.at(-1)).not.toContain('ignored');
  });

  it('should time out with a clear message, store nothing and keep the lock free', async () => {
    fake.mode = 'slow';
    const s = await student(t);
    const res = await s.generate();
    expect([res.status, res.body.error]).toEqual([
      504,
      'Failed to generate learning materials: the AI service took too long to answer. Please try again.',
    ]);
    expect(await t.dataSource.getRepository(MaterialSet).countBy({ userId: s.user.id })).toBe(0);
    fake.mode = 'ok';
    await s.generate().expect(201);
    const refused = await s.generate().expect(403);
    expect(refused.body.error).toMatch(
      /^Learning materials can be generated once every 6 months\./,
    );
  });

  it('should turn a 429 into the spec message', async () => {
    fake.mode = 'rate-limited';
    const s = await student(t);
    await s.generate().expect(429, {
      error: 'Rate limit exceeded. Please try again later.',
    });
  });
});
