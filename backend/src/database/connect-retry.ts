import { Logger } from '@nestjs/common';

export type ConnectRetry = { retries: number; delayMs: number };

/**
 * Calls `connect` until it succeeds, at most `1 + retries` times, `delayMs` apart: an instance
 * started beside its database (compose, a rolling restart) waits for it instead of exiting, and
 * still exits, with the last error, when it never comes.
 */
export async function withConnectRetry<T>(
  connect: () => Promise<T>,
  { retries, delayMs }: ConnectRetry,
  logger = new Logger('Database'),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await connect();
    } catch (error) {
      if (attempt >= retries) {
        logger.error(
          `Database not reachable after ${attempt + 1} attempts (${(error as Error).message}); giving up`,
        );
        throw error;
      }
      logger.warn(
        `Database not reachable (${(error as Error).message}); retry ${attempt + 1} of ${retries} in ${delayMs} ms`,
      );
      await new Promise((resolve) => setTimeout(resolve, delayMs));
    }
  }
}
