import { PasswordService } from '../../src/auth/password.service';
import { ConfigError, loadConfig } from '../../src/config/env';

/** The hash's own header names the parameters it was made with. */
const costOf = (hash: string) => hash.match(/^\$argon2id\$v=19\$(m=\d+,t=\d+,p=\d+)\$/)?.[1];

describe('password hashing cost', () => {
  it("should hash with OWASP's argon2id (m = 19 MiB, t = 2, p = 1) in production", async () => {
    const config = loadConfig({ NODE_ENV: 'production' });
    expect(config.passwordHashing).toEqual({ memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 });
    const hash = await new PasswordService(config).hash('Correct!Horse7');
    expect(costOf(hash)).toBe('m=19456,t=2,p=1');
  });

  it("should hash with OWASP's cost when nothing is configured", async () => {
    const hash = await new PasswordService(loadConfig({})).hash('Correct!Horse7');
    expect(costOf(hash)).toBe('m=19456,t=2,p=1');
  });

  it('should hash cheaply when the tests ask for it, and still verify', async () => {
    const service = new PasswordService(loadConfig({ PASSWORD_HASH_COST: 'test' }));
    const hash = await service.hash('Correct!Horse7');
    expect(costOf(hash)).toBe('m=1024,t=1,p=1');
    await expect(service.verify(hash, 'Correct!Horse7')).resolves.toBe(true);
    await expect(service.verify(hash, 'Wrong!Horse7')).resolves.toBe(false);
  });

  it('should refuse the cheap cost when NODE_ENV=production', () => {
    const env = { NODE_ENV: 'production', PASSWORD_HASH_COST: 'test' };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/^Invalid configuration: PASSWORD_HASH_COST /);
  });

  it('should refuse an unknown cost name', () => {
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(
      /^Invalid configuration: PASSWORD_HASH_COST /,
    );
  });
});
