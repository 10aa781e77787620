import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { asyncDestination, createRootLogger } from '../../src/observability/logging';
import { until } from '../support/processes';

type Stream = { sync?: boolean; fd?: number; minLength?: number };
const streamOf = (logger: pino.Logger) =>
  (logger as unknown as Record<symbol, Stream>)[pino.symbols.streamSym];

describe('where production logs go', () => {
  it('should write stdout asynchronously, in chunks, never by a blocking write per line', () => {
    const stream = streamOf(createRootLogger({ level: 'info', pretty: false }));
    expect(stream).toMatchObject({ fd: 1, sync: false, minLength: 4096 });
  });

  it('should still write a lone line within a few seconds, not only when a chunk is full', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'aspire-log-'));
    try {
      const file = join(dir, 'app.log');
      const logger = createRootLogger({ level: 'info', pretty: false }, asyncDestination(file));
      logger.info({ route: '/api/health' }, 'one line');
      const written = () => existsSync(file) && readFileSync(file, 'utf8').includes('one line');
      expect(written()).toBe(false); // buffered: far below a chunk
      await until(async () => written(), 'the line is flushed', 10_000);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
