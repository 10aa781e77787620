import { randomUUID } from 'node:crypto';
import { AuthLimit } from '../../src/auth/entities/auth-limit.entity';
import { AuthLimitsRepository } from '../../src/auth/limits/auth-limits.repository';
import { createTestApp, TestApp } from '../support/test-app';

// The lockout table's writes, on SQLite and MariaDB: a write lands only over the version it was
// decided on (the parallel-attempt tests in limits/ rest on this), and a reset clears the lock.
describe('AuthLimitsRepository', () => {
  let t: TestApp;
  let limits: AuthLimitsRepository;
  beforeAll(async () => {
    t = await createTestApp();
    limits = t.app.get(AuthLimitsRepository);
  });
  afterAll(() => t.close());

  const stored = (id: number) => t.dataSource.getRepository(AuthLimit).findOneByOrFail({ id });

  it('should create a row once, however often it is asked to', async () => {
    const subject = randomUUID();
    await Promise.all([1, 2, 3].map(() => limits.addIfMissing('login', subject)));
    expect(await limits.find('login', subject)).toMatchObject({
      action: 'login',
      subject,
      attempts: 0,
      dailyCount: 0,
      version: 0,
      lockedUntil: null,
    });
    expect(await limits.find('forgot', subject)).toBeNull();
  });

  it('should write over the version read, once, and raise it', async () => {
    const subject = randomUUID();
    await limits.addIfMissing('login', subject);
    const { id } = (await limits.find('login', subject))!;
    const at = new Date('2030-01-02T03:04:05.678Z');
    const values = { attempts: 3, lastAttemptAt: at, lockedUntil: at };
    expect(await limits.writeOver(id, 0, values)).toBe(true);
    // Decided on a version that is gone: nothing changes.
    expect(await limits.writeOver(id, 0, { attempts: 9 })).toBe(false);
    expect(await stored(id)).toMatchObject({ ...values, version: 1 });
    expect(await limits.findMany('login', [subject, randomUUID()])).toEqual([await stored(id)]);
  });

  it('should reset the attempts and the lock whatever the version', async () => {
    const subject = randomUUID();
    await limits.addIfMissing('login', subject);
    const { id } = (await limits.find('login', subject))!;
    const at = new Date('2030-01-02T03:04:05.678Z');
    await limits.writeOver(id, 0, {
      attempts: 5,
      lastAttemptAt: at,
      lockedUntil: at,
      dailyDate: '2030-01-02',
    });
    await limits.reset('login', subject);
    expect(await stored(id)).toMatchObject({
      attempts: 0,
      lockedUntil: null,
      lastAttemptAt: null,
      dailyDate: '2030-01-02',
      version: 2,
    });
  });
});
