import { createTestApp, TestApp } from './support/test-app';

describe('GET /api/health', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(() => t.close());

  it('should answer ok with the kind of database after a real query', async () => {
    const expected = process.env.TEST_DATABASE_URL?.startsWith('mysql') ? 'mysql' : 'sqlite';
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: expected });
  });

  it('should answer 404 JSON, never HTML, for an unknown API route', async () => {
    const res = await t.http().get('/api/no-such-route').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('should serve the OpenAPI document', async () => {
    const res = await t.http().get('/api/docs/json').expect(200);
    expect(res.body.paths['/api/health']).toBeDefined();
  });

  it('should answer 503 when the database cannot be reached', async () => {
    await t.dataSource.destroy();
    const res = await t.http().get('/api/health').expect(503);
    expect(res.body.status).toBe('unavailable');
  });
});
