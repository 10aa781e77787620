import { School } from '../../src/schools/entities/school.entity';
import { SchoolNameKey1733071872913 } from '../../src/database/migrations/1733071872913-SchoolNameKey';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { asBearer } from '../support/as-bearer';
import { createUser, staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

/** A school in use is not deleted; school names are unique. */
describe('back-office schools', () => {
  let t: TestApp;
  let admin: ReturnType<typeof asBearer>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = asBearer(t, await staffToken(t, 'admin'));
  });
  afterAll(() => t.close());

  const schoolExists = (id: number) => t.dataSource.getRepository(School).existsBy({ id });

  it('should refuse to delete a school with users or a domain, saying how many', async () => {
    const demo = await t.dataSource.getRepository(School).findOneByOrFail({ name: 'Demo School' });
    // The seeded coordinator, student and careers adviser.
    const res = await admin.del(`/api/admin/schools/${demo.id}`).expect(409);
    expect(res.body).toEqual({
      error:
        'This school still has 3 users and 1 domain. Move or remove them before deleting the school.',
    });
    expect(await schoolExists(demo.id)).toBe(true);
    expect(await t.dataSource.getRepository(User).countBy({ schoolId: demo.id })).toBe(3);
  });

  it('should delete a school once its users and whitelist entries are gone', async () => {
    const created = await admin.post('/api/admin/schools', { name: 'Short Lived' }).expect(201);
    const id = created.body.id as number;
    const user = await createUser(t, { schoolId: id });
    await t.dataSource.getRepository(WhitelistEntry).insert({
      type: 'email',
      value: 'pupil@elsewhere.test',
      schoolId: id,
      addedBy: null,
      createdAt: t.clock.now(),
    });
    const refused = await admin.del(`/api/admin/schools/${id}`).expect(409);
    expect(refused.body.error).toBe(
      'This school still has 1 user and 1 whitelisted e-mail address. Move or remove them before deleting the school.',
    );
    await t.dataSource.getRepository(User).delete(user.id);
    await t.dataSource.getRepository(WhitelistEntry).delete({ schoolId: id });
    await admin.del(`/api/admin/schools/${id}`).expect(200);
    expect(await schoolExists(id)).toBe(false);
  });

  it('should refuse a second school of the same name, whatever its case or spacing', async () => {
    await admin.post('/api/admin/schools', { name: 'North High' }).expect(201);
    const res = await admin.post('/api/admin/schools', { name: '  north   HIGH ' }).expect(409);
    expect(res.body).toEqual({ error: 'A school named "north HIGH" already exists.' });
    const other = await admin.post('/api/admin/schools', { name: 'South High' }).expect(201);
    const renamed = await admin
      .put(`/api/admin/schools/${other.body.id}`, { name: 'NORTH high' })
      .expect(409);
    expect(renamed.body.error).toBe('A school named "NORTH high" already exists.');
    await admin.put(`/api/admin/schools/${other.body.id}`, { name: 'South  High ' }).expect(200);
  });

  // Case variants cannot exist on MariaDB (its collation already refused them); spacing ones can.
  it('should rename existing schools whose names differ only in spacing when migrating', async () => {
    const runner = t.dataSource.createQueryRunner();
    const migration = new SchoolNameKey1733071872913();
    try {
      await migration.down(runner);
      const column = t.dataSource.getMetadata(School).findColumnWithPropertyName('createdAt')!;
      const at: unknown = t.dataSource.driver.preparePersistentValue(t.clock.now(), column);
      for (const name of ['Twin School', 'Twin  School', 'Twin   School', 'Twin School (2)']) {
        await runner.query('INSERT INTO schools (name, created_at) VALUES (?, ?)', [name, at]);
      }
      await migration.up(runner);
    } finally {
      await runner.release();
    }
    const twins = await t.dataSource
      .getRepository(School)
      .createQueryBuilder('s')
      .where("LOWER(s.name) LIKE 'twin %'")
      .orderBy('s.id')
      .getMany();
    expect(twins.map((s) => s.name)).toEqual([
      'Twin School',
      'Twin  School (3)',
      'Twin   School (4)',
      'Twin School (2)',
    ]);
    expect(new Set(twins.map((s) => s.nameKey)).size).toBe(4);
    const demo = await t.dataSource.getRepository(School).findOneByOrFail({ name: 'Demo School' });
    expect(demo.nameKey).toBe('demo school');
  });
});
