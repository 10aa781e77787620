import { asBearer } from './as-bearer';
import { staffToken } from './factories';
import { TestApp } from './test-app';

export const AI_SHARING_URL = '/api/admin/settings/ai-sharing';

/** The seeded admin turns on sharing with the third-party AI provider (off by default). */
export async function allowAiSharing(t: TestApp): Promise<void> {
  await asBearer(t, await staffToken(t, 'admin'))
    .put(AI_SHARING_URL, { enabled: true })
    .expect(200, { enabled: true, provider: 'openai-compatible' });
}
