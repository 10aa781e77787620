import { AuthLimit } from '../../src/auth/entities/auth-limit.entity';
import { until } from '../support/processes';
import { createTestApp } from '../support/test-app';

describe('closing the app while passwords are being checked', () => {
  it('should answer every sign-in already taken before the hashing threads stop', async () => {
    // Production's argon2id cost: twenty checks queue behind the hashing threads for a while.
    const t = await createTestApp({ seed: false, env: { PASSWORD_HASH_COST: 'owasp' } });
    const statuses = Array.from({ length: 20 }, (_, i) =>
      t
        .http()
        .post('/api/users/login')
        .send({ email: `nobody${i}@demo-school.test`, password: 'Wrong!Pass1' })
        .then(
          (res) => res.status,
          () => -1,
        ),
    );
    // Each sign-in takes its attempt before its password is checked: all twenty are in flight.
    const limits = t.dataSource.getRepository(AuthLimit);
    await until(
      async () => (await limits.countBy({ action: 'login', attempts: 1 })) === 20,
      'every attempt is taken',
    );
    await t.close();
    expect(await Promise.all(statuses)).toEqual(statuses.map(() => 401));
  }, 60_000);
});
