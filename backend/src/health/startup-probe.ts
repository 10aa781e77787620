import {
  createServer as createHttpServer,
  IncomingMessage,
  Server,
  ServerResponse,
} from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';
import { AppConfig } from '../config/app-config';
import type { StartupPhase, StartupProgress } from '../database/startup-progress';
import type { CheckName } from './readiness.service';

const CHECK_OF: Record<StartupPhase, CheckName> = {
  'waiting for the database': 'database',
  migrating: 'migrations',
  starting: 'database',
};

/**
 * The port, open while the application starts: a liveness probe gets 200 (the process is alive,
 * restarting it would not help), a readiness probe 503 naming the phase, anything else 503 with
 * Retry-After. Closed just before the application listens on the same port.
 */
export class StartupProbe {
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    private readonly progress: StartupProgress,
    private readonly log: Logger,
  ) {
    server.on('connection', (socket: Socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
    });
    server.on('request', (request: IncomingMessage, response: ServerResponse) =>
      this.answer(request, response),
    );
  }

  static async open(config: AppConfig, progress: StartupProgress, log: Logger) {
    const server = config.tls ? createHttpsServer({ ...config.tls }) : createHttpServer();
    const probe = new StartupProbe(server, progress, log);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen({ port: config.port, host: config.host }, () => {
        server.off('error', reject);
        resolve();
      });
    });
    return probe;
  }

  /** Stops listening and ends its connections (a probe's keep-alive must not hold the port). */
  async close(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    for (const socket of this.sockets) socket.destroy();
    await closed;
  }

  private answer(request: IncomingMessage, response: ServerResponse) {
    const path = (request.url ?? '/').split('?')[0];
    const reason = this.progress.phase;
    if (path === '/api/health/live') return this.send(response, 200, { status: 'ok' });
    const body =
      path === '/api/health/ready'
        ? {
            status: 'unavailable',
            checks: [{ name: CHECK_OF[reason], status: 'failed', reason }],
          }
        : { error: `The server is starting (${reason}). Please try again in a moment.` };
    // Every 503 is logged, as the application's request log does once it serves.
    this.log.warn(
      { req: { method: request.method, url: path }, res: { statusCode: 503 }, reason },
      'request refused: starting',
    );
    response.setHeader('Retry-After', '5');
    this.send(response, 503, body);
  }

  private send(response: ServerResponse, status: number, body: object) {
    response.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': 'no-store',
    });
    response.end(JSON.stringify(body));
  }
}
