import { School } from '../../src/schools/entities/school.entity';
import { asBearer } from '../support/as-bearer';
import { staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { burst, byStatus } from './burst';

// School names are unique under 50 simultaneous creations; the unique key decides.
describe('school names under concurrent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('should create one of 50 schools of the same name sent at once', async () => {
    const admin = asBearer(t, await staffToken(t, 'admin'));
    const names = ['Parallel School', 'parallel school', ' PARALLEL  School'];
    const results = await burst(50, (i) =>
      admin.post('/api/admin/schools', { name: names[i % names.length] }),
    );
    expect(byStatus(results)).toEqual({ 201: 1, 409: 49 });
    for (const r of results.filter((r) => r.status === 409)) {
      expect(r.body.error).toMatch(/^A school named "parallel school" already exists\.$/i);
    }
    const rows = await t.dataSource
      .getRepository(School)
      .createQueryBuilder('s')
      .where("LOWER(s.name) = 'parallel school'")
      .getCount();
    expect(rows).toBe(1);
  });
});
