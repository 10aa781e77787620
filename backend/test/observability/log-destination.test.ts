import pino from 'pino';
import { createRootLogger } from '../../src/observability/logging';

describe('where production logs go (issue 14, P1)', () => {
  it('should write stdout asynchronously, flushed on exit, never by a blocking write per line', () => {
    const logger = createRootLogger({ level: 'info', pretty: false });
    const stream = (logger as unknown as Record<symbol, { sync?: boolean; fd?: number }>)[
      pino.symbols.streamSym
    ];
    expect(stream.fd).toBe(1);
    expect(stream.sync).toBe(false);
  });
});
