import { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { createApp, CreateAppOptions } from '../../src/app.factory';
import { FakeClock } from '../../src/common/clock';
import { loadConfig } from '../../src/config/env';
import { FrontEnd } from '../../src/common/spa-fallback';
import { SeedService } from '../../src/seed/seed.service';
import { ScheduledJobs } from '../../src/scheduling/scheduled-jobs.service';
import { createMigratedTestDatabase, createTestDatabase, TestDatabase } from './test-database';

export const TEST_PASSWORDS = {
  SEED_ADMIN_PASSWORD: 'Admin!2345x',
  SEED_COORDINATOR_PASSWORD: 'Coord!2345x',
  SEED_STUDENT_PASSWORD: 'Student!2345x',
  SEED_ADVISER_PASSWORD: 'Adviser!2345x',
};

export type TestApp = {
  app: NestFastifyApplication;
  http: () => ReturnType<typeof request>;
  clock: FakeClock;
  dataSource: DataSource;
  close: () => Promise<void>;
};

type Options = {
  seed?: boolean;
  env?: Record<string, string>;
  frontEnds?: FrontEnd[];
  /** Captures log lines (with logger: ['log', ...] for the request lines). */
  logStream?: CreateAppOptions['logStream'];
  logger?: CreateAppOptions['logger'];
  /** Another instance on this database (not dropped by close): see support/instances.ts. */
  database?: TestDatabase;
  /** One clock for several instances. */
  clock?: FakeClock;
  /** An empty database the app migrates itself (the schema tests), not the run's migrated copy. */
  migrateFromEmpty?: boolean;
};

/** The real application over HTTP on a real, freshly migrated database. */
export async function createTestApp(options: Options = {}): Promise<TestApp> {
  const shared = options.database;
  const database =
    shared ??
    (options.migrateFromEmpty ? await createTestDatabase() : await createMigratedTestDatabase());
  const config = loadConfig({
    DATABASE_URL: database.url,
    APP_URL: 'http://portal.test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256-0123456789',
    MAIL_TRANSPORT: 'outbox',
    // Tests read their links from the outbox; privacy/outbox-links.test.ts turns this off.
    MAIL_OUTBOX_KEEP_LINKS: 'true',
    // Cheap argon2id: a test login costs milliseconds (production's cost: test/auth/password-cost).
    PASSWORD_HASH_COST: 'test',
    // Suites move the clock by hours for other rules (cooldowns, lockouts) and keep their
    // tokens; sessions ending for want of use are auth/idle-sessions.test.ts's, at the defaults.
    SESSION_IDLE_MINUTES: '1440',
    SESSION_IDLE_STAFF_MINUTES: '1440',
    ...TEST_PASSWORDS,
    ...options.env,
  });
  const clock = options.clock ?? new FakeClock();
  const app = await createApp(config, {
    clock,
    logger: options.logger ?? ['error'],
    logStream: options.logStream,
    frontEnds: options.frontEnds ?? [],
  });
  // Jobs run when a test asks (ScheduledJobs.runIfDue), never on a timer mid-test.
  app.get(ScheduledJobs).stopTimers();
  if (options.seed !== false) await app.get(SeedService).run();
  const dataSource = app.get(DataSource);
  // A real listening socket: parallel requests (the concurrency tests) arrive as they would.
  await app.listen(0, '127.0.0.1');
  const url = await app.getUrl();
  return {
    app,
    http: () => request(url),
    clock,
    dataSource,
    close: async () => {
      await app.close();
      if (!shared) await database.drop();
    },
  };
}
