import { ConfigError, loadConfig } from '../src/config/env';
import { createTestApp, TestApp } from './support/test-app';

/** The operations settings: who is believed about the caller's address, keys, the demo seed. */
describe('operations configuration', () => {
  it('refuses TRUST_PROXY=true (any client could choose its own address), naming what to set', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be the number of proxies in front \(e\.g\. 1\) or their addresses/,
    );
  });

  it('takes a number of proxies, or their addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.2, 172.16.0.0/12' }).trustProxy).toEqual([
      '10.0.0.2',
      '172.16.0.0/12',
    ]);
    expect(() => loadConfig({ TRUST_PROXY: 'nginx' })).toThrow(
      /^Invalid configuration: TRUST_PROXY /,
    );
  });

  it('refuses a JWT_SECRET shorter than 32 characters', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short-secret' })).toThrow(
      /^Invalid configuration: JWT_SECRET must be at least 32 characters/,
    );
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(32) }).jwt.secret).toHaveLength(32);
  });

  it('seeds the demo accounts only when asked in production', () => {
    expect(loadConfig({}).seedDemoAccounts).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoAccounts).toBe(false);
    expect(
      loadConfig({ NODE_ENV: 'production', SEED_DEMO_ACCOUNTS: 'true' }).seedDemoAccounts,
    ).toBe(true);
  });

  it('prefixes every Redis key, and keeps Redis commands well under a second', () => {
    expect(loadConfig({}).redisKeyPrefix).toBe('aspire:');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'school-a' }).redisKeyPrefix).toBe('school-a:');
    expect(() => loadConfig({ REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX must be/);
    expect(loadConfig({}).redisCommandTimeoutMs).toBeLessThan(1000);
  });

  describe('behind one proxy that appends the caller (TRUST_PROXY=1)', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ seed: false, env: { TRUST_PROXY: '1' } });
    });
    afterAll(() => t.close());

    it("takes the proxy's entry, not whatever the client put in front of it", async () => {
      for (const spoofed of ['1.1.1.1', '2.2.2.2, 3.3.3.3']) {
        const res = await t
          .http()
          .get('/api/users/ip')
          .set('X-Forwarded-For', `${spoofed}, 203.0.113.9`)
          .expect(200);
        expect(res.body).toEqual({ ip: '203.0.113.9' });
      }
    });
  });
});
