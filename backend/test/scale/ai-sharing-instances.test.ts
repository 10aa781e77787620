import { AI_SHARING_OFF } from '../../src/ai/ai.types';
import { AI_SHARING_TTL_MS } from '../../src/ai/sharing/ai-sharing.service';
import { AI_SHARING_URL } from '../support/ai-sharing';
import { asBearer } from '../support/as-bearer';
import { readyStudent } from '../support/enrich';
import { staffToken } from '../support/factories';
import { FakeOpenAi } from '../support/fake-openai';
import { createInstances, Instances } from '../support/instances';

/**
 * The AI sharing setting lives in the database, so an admin's change on one instance
 * holds on every instance within AI_SHARING_TTL_MS (each caches what it read for that long).
 */
describe('the AI sharing setting across two instances', () => {
  let instances: Instances;
  const fake = new FakeOpenAi();
  beforeAll(async () => {
    const baseUrl = await fake.start();
    instances = await createInstances(2, {
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: baseUrl,
      AI_API_KEY: 'test-key',
      AI_MODEL: 'grok-test',
    });
  });
  afterAll(async () => {
    await instances.close();
    await fake.stop();
  });

  it("should reach the other instance's students within the cache's second", async () => {
    const [a, b] = instances.apps;
    const student = await readyStudent(b, {
      username: 'Two_inst',
      email: 'two.inst@demo-school.test',
    });
    // Instance b reads the setting (off) and keeps it for the cache's lifetime.
    await asBearer(b, student.token)
      .post('/api/insights/generate', { userId: student.user.id })
      .expect(403, { error: AI_SHARING_OFF });

    await asBearer(a, await staffToken(a, 'admin'))
      .put(AI_SHARING_URL, { enabled: true })
      .expect(200);
    instances.clock.advance(AI_SHARING_TTL_MS);
    await asBearer(b, student.token)
      .post('/api/insights/generate', { userId: student.user.id })
      .expect(201);
    expect(fake.requests).toHaveLength(1);
  });
});
