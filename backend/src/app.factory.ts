import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import { AppModule } from './app.module';
import { Clock } from './common/clock';
import { ExceptionsFilter } from './common/exceptions.filter';
import { BODY_LIMIT, useBoundedJsonParser } from './common/json-body';
import { FrontEnd, SpaFallback } from './common/spa-fallback';
import { useSecurityHeaders } from './common/security-headers';
import { validationPipe } from './common/validation.pipe';
import { AppConfig } from './config/app-config';
import { useReadYourWrites } from './database/read-your-writes';
import { useDrainHeaders } from './health/drain';
import { StartupProgress } from './database/startup-progress';
import { AppLogger } from './observability/app-logger';
import type { NestLevel } from './observability/logging';
import { servedPage } from './public-config/public-config';
import { observe, ObservabilityOptions } from './observability/observability';

export type CreateAppOptions = {
  /** Replaces the system clock (tests move time instead of sleeping). */
  clock?: Clock;
  logger?: false | NestLevel[];
  /** Where log lines go (tests capture them); stdout by default. */
  logStream?: ObservabilityOptions['logStream'];
  /** Where the built portal and back-office live; defaults to the workspaces' dist folders. */
  frontEnds?: FrontEnd[];
  /** The process's root logger when the caller made one already (main.ts, for the start-up). */
  rootLogger?: ObservabilityOptions['rootLogger'];
  /** Told where the start-up stands (main.ts's start-up probe reads it). */
  startup?: StartupProgress;
};

/**
 * Written by the portal's build: the sign-in screen drawn at build time
 * (prerender-sign-in.ts), at `/`, which leads to /login, and at /login; index.html with the
 * dashboard's chunks preloaded (dashboard-page.ts).
 */
export const PORTAL_ROUTE_PAGES: Record<string, string> = {
  '/': 'sign-in.html',
  '/login': 'sign-in.html',
  '/dashboard': 'dashboard.html',
};

const REPO_ROOT = join(__dirname, '..', '..');
export const DEFAULT_FRONT_ENDS: FrontEnd[] = [
  { prefix: '/admin/', dir: join(REPO_ROOT, 'backoffice', 'dist') },
  { prefix: '/', dir: join(REPO_ROOT, 'portal', 'dist'), routePages: PORTAL_ROUTE_PAGES },
];

/** Builds the whole application (API, docs, static front ends) without listening. */
export async function createApp(
  config: AppConfig,
  options: CreateAppOptions = {},
): Promise<NestFastifyApplication> {
  const observability = observe(config, options);
  // While closing, a request on an open connection is served, not answered 503 by Fastify
  // before any hook (those 503s were in no log and no metric): the drain decides when to close.
  const server = {
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT,
    return503OnClosing: false,
    ...observability.fastify,
  };
  // With a certificate, HTTPS and HTTP/2 (HTTP/1.1 still answered): one connection carries a
  // page and all its files, instead of six each opening its own. At shutdown each
  // HTTP/2 session is closed once its requests are answered (GOAWAY): a browser keeps an idle
  // one open, which would otherwise hold the close until SHUTDOWN_TIMEOUT_MS.
  const adapter = config.tls
    ? new FastifyAdapter({
        ...server,
        http2: true,
        https: { allowHTTP1: true, ...config.tls },
        forceCloseConnections: true,
      })
    : new FastifyAdapter(server);
  // Nest's own lines go through the JSON logger from the first one, as they happen: a retry
  // while the database is awaited is seen then, not buffered until the end, and a failure is
  // thrown to the caller (main.ts logs it as a JSON line) instead of Nest's coloured text.
  const app = await NestFactory.create<NestFastifyApplication>(
    AppModule.forRoot(config, options.clock, options.startup),
    adapter,
    { logger: new AppLogger(observability.logger), abortOnError: false },
  );
  observability.attach(app);
  // Cookies are read on the sign-in routes (device cookies) and by read-your-writes only.
  await app.register(fastifyCookie);
  if (config.databaseReadUrl) {
    const clock = app.get(Clock);
    useReadYourWrites(app, config.databaseReadMaxLagMs + 1000, () => clock.now().getTime());
  }
  useDrainHeaders(app);
  useBoundedJsonParser(app);
  useSecurityHeaders(app);
  const frontEnds = options.frontEnds ?? DEFAULT_FRONT_ENDS;
  app.setGlobalPrefix('api');
  app.useGlobalPipes(validationPipe);
  const pages = new SpaFallback(frontEnds, (html) => servedPage(html, config));
  app.useGlobalFilters(new ExceptionsFilter(pages));
  await registerFrontEnds(app, frontEnds);
  // The back-office's relative asset URLs need the trailing slash.
  app
    .getHttpAdapter()
    .getInstance()
    .get('/admin', (_request, reply) => reply.redirect('/admin/', 301));
  setUpDocs(app);
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  return app;
}

async function registerFrontEnds(app: NestFastifyApplication, frontEnds: FrontEnd[]) {
  let decorated = false;
  for (const fe of frontEnds) {
    if (!existsSync(fe.dir)) continue;
    await app.register(fastifyStatic, {
      root: fe.dir,
      prefix: fe.prefix,
      decorateReply: !decorated,
      wildcard: true,
      // Pages are the SPA fallback's, written with the configuration (a page asked for by its
      // file name gets the index page too); the files served here are the assets. A folder is
      // refused here too: without an index, the plugin answers one with 403 unless the client
      // accepts a compressed file (curl, a probe or a link preview would get no page at `/`).
      index: false,
      allowedPath: (path) => !path.endsWith('.html') && !path.endsWith('/'),
      cacheControl: false,
      // The build writes `.br` and `.gz` beside each file (vite-plugin-compression2): served by
      // Accept-Encoding (br first), identity otherwise, with `Vary: Accept-Encoding`.
      preCompressed: true,
      // Hashed asset names never change; any other file (the icon) is revalidated.
      setHeaders: (res, path) => {
        const hashed = path.includes(`${sep}assets${sep}`);
        void res.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
    decorated = true;
  }
}

function setUpDocs(app: NestFastifyApplication) {
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Aspire API')
      .setDescription('Student portal and back-office API')
      .setVersion('1.0')
      .addBearerAuth()
      .build(),
  );
  SwaggerModule.setup('api/docs', app, document, { jsonDocumentUrl: 'api/docs/json' });
}
