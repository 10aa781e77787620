import { withConnectRetry } from '../../src/database/connect-retry';
import { loadConfig } from '../../src/config/env';

const quiet = { warn: () => undefined, error: () => undefined } as never;

describe('waiting for the database at start', () => {
  it('tries again until the database answers', async () => {
    let calls = 0;
    const result = await withConnectRetry(
      async () => {
        if (++calls < 3) throw new Error('ECONNREFUSED');
        return 'up';
      },
      { retries: 5, delayMs: 1 },
      quiet,
    );
    expect(result).toBe('up');
    expect(calls).toBe(3);
  });

  it('gives up with the last error after the configured retries', async () => {
    let calls = 0;
    await expect(
      withConnectRetry(
        async () => {
          throw new Error(`refused ${++calls}`);
        },
        { retries: 2, delayMs: 1 },
        quiet,
      ),
    ).rejects.toThrow('refused 3');
    expect(calls).toBe(3);
  });

  it('reads DATABASE_CONNECT_RETRIES and DATABASE_CONNECT_RETRY_DELAY_MS', () => {
    expect(loadConfig({}).databaseConnect).toEqual({ retries: 30, delayMs: 2000 });
    expect(
      loadConfig({ DATABASE_CONNECT_RETRIES: '3', DATABASE_CONNECT_RETRY_DELAY_MS: '50' })
        .databaseConnect,
    ).toEqual({ retries: 3, delayMs: 50 });
    expect(() => loadConfig({ DATABASE_CONNECT_RETRIES: '-1' })).toThrow(
      /DATABASE_CONNECT_RETRIES/,
    );
  });
});
