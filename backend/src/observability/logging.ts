import pino, { DestinationStream, Logger } from 'pino';
import { LogConfig } from '../config/app-config';
import { redact, scrub } from './redact';

const BOOT_CONTEXTS = new Set(['InstanceLoader', 'RoutesResolver', 'RouterExplorer']);

/** The process's root logger: JSON lines (pretty only in development), secrets scrubbed. */
export function createRootLogger(config: LogConfig, destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    level: config.level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: {
      level: (label) => ({ level: label }),
      log: (object) => redact(object) as Record<string, unknown>,
    },
    hooks: {
      // Message strings (`logger.warn(\`...${x}\`)`) are scrubbed too.
      logMethod(args, method, level) {
        const scrubbed = args.map((a) => (typeof a === 'string' ? scrub(a) : a));
        // Nest's start-up chatter (one line per module and route) is debug, not info.
        const context = (args[0] as { context?: unknown } | undefined)?.context;
        if (level === 30 && typeof context === 'string' && BOOT_CONTEXTS.has(context)) {
          return this.debug(...(scrubbed as Parameters<typeof method>));
        }
        return method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
  };
  if (destination) return pino(options, destination);
  if (config.pretty) {
    return pino({
      ...options,
      transport: { target: 'pino-pretty', options: { singleLine: true } },
    });
  }
  // Production's stdout: buffered and written asynchronously (sonic-boom, flushed on exit), so a
  // request's line never blocks the event loop on a write(2).
  return pino(options, asyncStdout());
}

/** Production's stdout: see `asyncDestination`. */
export function asyncStdout(): DestinationStream {
  return asyncDestination(1);
}

/** Lines are written in chunks of at least this many bytes, or after FLUSH_MS at the latest. */
const MIN_WRITE = 4096;
const FLUSH_MS = 1000;

/**
 * A file descriptor or a file (appended to), written as pino's asynchronous logging recommends
 * (sonic-boom without `sync`, buffered to `minLength`, flushed on an interval and at exit): a
 * request's line never waits on a write(2), and a busy instance writes a chunk per few dozen
 * lines instead of one per line.
 */
export function asyncDestination(dest: number | string): DestinationStream {
  const stream = pino.destination({
    dest,
    sync: false,
    minLength: MIN_WRITE,
    mkdir: typeof dest === 'string',
  });
  // With a callback, a closed stream's refusal is handed to it instead of thrown.
  setInterval(() => stream.flush(() => undefined), FLUSH_MS).unref();
  return stream;
}

/** The levels of Nest's logger a caller may list. */
export type NestLevel = 'debug' | 'log' | 'error' | 'warn';

/** Nest's own logger level list (tests pass one) as a pino level. */
export function levelFromNest(
  levels: false | NestLevel[] | undefined,
  fallback: LogConfig['level'],
): LogConfig['level'] {
  if (levels === undefined) return fallback;
  if (levels === false) return 'silent';
  if (levels.includes('debug')) return 'debug';
  if (levels.includes('log')) return 'info';
  if (levels.includes('warn')) return 'warn';
  return levels.includes('error') ? 'error' : 'silent';
}
