import { writeFileSync } from 'node:fs';
import { createTestApp } from './support/test-app';
it('dumps', async () => {
  const t = await createTestApp();
  const doc = (await t.http().get('/api/docs/json')).body;
  writeFileSync('/tmp/i9c/doc.json', JSON.stringify(doc, null, 2));
  await t.close();
});
