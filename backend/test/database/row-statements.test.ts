import { randomUUID } from 'node:crypto';
import { AuthLimit } from '../../src/auth/entities/auth-limit.entity';
import { AuthSession } from '../../src/auth/entities/auth-session.entity';
import { RowStatements } from '../../src/database/row-statements';
import { School } from '../../src/schools/entities/school.entity';
import { User } from '../../src/users/entities/user.entity';
import { createUser } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

// The sign-in's statements without TypeORM's query builders read and write
// exactly what the repository reads and writes, on SQLite and on MariaDB.
describe('RowStatements', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const repository = <T extends object>(type: new () => T) => t.dataSource.getRepository(type);

  it('should read a row as findOneBy does: same class, values, dates, JSON and no hidden column', async () => {
    // The seeded school: a user with a school id, a relation TypeORM does not load.
    const school = await repository(School).findOneByOrFail({ name: 'Demo School' });
    const user = await createUser(t, {
      schoolId: school.id,
      topSubjects: [{ subject: 'Zoë’s 🎓 subject', averageScore: 4.25 }],
      restrictionUntil: new Date('2031-02-03T04:05:06.789Z'),
      yearGroup: 'Year 10',
    });
    const expected = await repository(User).findOneBy({ email: user.email });
    const read = await new RowStatements(repository(User)).findOne({ email: user.email });
    expect(read).toStrictEqual(expected);
    expect(read).toBeInstanceOf(User);
    expect(read?.restrictionUntil).toEqual(new Date('2031-02-03T04:05:06.789Z'));
    expect(read?.topSubjects).toEqual([{ subject: 'Zoë’s 🎓 subject', averageScore: 4.25 }]);
    expect(read?.enrichUsedAt).toBeUndefined();
    expect(await new RowStatements(repository(User)).findOne({ email: 'none@x.test' })).toBeNull();
  });

  it('should write as update does: values, nulls, SQL expressions and the rows changed', async () => {
    const limits = repository(AuthLimit);
    const rows = new RowStatements(limits);
    const subject = randomUUID();
    await limits.insert({ action: 'login', subject, attempts: 0, dailyCount: 0 });
    const { id } = await limits.findOneByOrFail({ action: 'login', subject });
    const at = new Date('2030-01-02T03:04:05.678Z');
    const write = { attempts: 3, lastAttemptAt: at, lockedUntil: at, version: () => 'version + 1' };
    expect(await rows.update({ id, version: 0 }, write)).toBe(1);
    // Written over a version that is gone: nothing changes.
    expect(await rows.update({ id, version: 0 }, write)).toBe(0);
    expect(await limits.findOneByOrFail({ id })).toMatchObject({
      attempts: 3,
      lastAttemptAt: at,
      lockedUntil: at,
      version: 1,
    });
    expect(await rows.findOne({ action: 'login', subject })).toStrictEqual(
      await limits.findOneBy({ action: 'login', subject }),
    );
    const reset = { attempts: 0, lockedUntil: null, lastAttemptAt: null, dailyDate: undefined };
    expect(await rows.update({ action: 'login', subject }, reset)).toBe(1);
    expect(await limits.findOneByOrFail({ id })).toMatchObject({
      attempts: 0,
      lockedUntil: null,
      lastAttemptAt: null,
      version: 1,
    });
  });

  it('should insert a row the repository reads back unchanged', async () => {
    const user = await createUser(t);
    const session = {
      id: randomUUID(),
      userId: user.id,
      scope: 'portal' as const,
      createdAt: new Date('2030-05-06T07:08:09.123Z'),
      expiresAt: new Date('2030-05-07T07:08:09.123Z'),
    };
    await new RowStatements(repository(AuthSession)).insert(session);
    expect(await repository(AuthSession).findOneByOrFail({ id: session.id })).toMatchObject(
      session,
    );
  });

  it('should refuse a condition without a value and an entity TypeORM fills in itself', async () => {
    const rows = new RowStatements(repository(User));
    await expect(rows.findOne({ email: undefined })).rejects.toThrow('email has no value');
    await expect(rows.update({ id: null as unknown as string }, { age: 14 })).rejects.toThrow(
      'id has no value',
    );
    expect(() => new RowStatements(repository(School))).toThrow("needs TypeORM's own statements");
  });
});
