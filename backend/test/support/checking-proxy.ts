import { Agent, createServer, request, Server } from 'node:http';

type Upstream = { port: number; healthy: boolean };

/**
 * A small HTTP load balancer that checks readiness as an actively checking proxy (or an
 * orchestrator's readiness probe) does: round robin over the upstreams that answered their last `/api/health/ready` with 200, checked every
 * `checkEveryMs`; kept-alive connections to the upstreams; no retry of a failed request, so
 * anything the instances drop reaches the client as a 502.
 */
export class CheckingProxy {
  private server?: Server;
  private timer?: NodeJS.Timeout;
  private next = 0;
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 16 });
  readonly upstreams: Upstream[];
  port = 0;

  constructor(
    ports: number[],
    private readonly checkEveryMs: number,
  ) {
    this.upstreams = ports.map((port) => ({ port, healthy: false }));
  }

  async start(): Promise<void> {
    await this.check();
    this.timer = setInterval(() => void this.check(), this.checkEveryMs);
    this.server = createServer((req, res) => {
      const healthy = this.upstreams.filter((u) => u.healthy);
      if (!healthy.length) {
        res.writeHead(502).end('no healthy upstream');
        return;
      }
      const upstream = healthy[this.next++ % healthy.length];
      const forward = request(
        {
          host: '127.0.0.1',
          port: upstream.port,
          method: req.method,
          path: req.url,
          headers: req.headers,
          agent: this.agent,
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end('upstream failed');
      });
      req.pipe(forward);
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as { port: number }).port;
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.agent.destroy();
    const closed = new Promise((resolve) => this.server?.close(resolve));
    this.server?.closeAllConnections();
    await closed;
  }

  private async check(): Promise<void> {
    await Promise.all(
      this.upstreams.map(async (upstream) => {
        upstream.healthy = await new Promise<boolean>((resolve) => {
          const probe = request(
            { host: '127.0.0.1', port: upstream.port, path: '/api/health/ready', agent: false },
            (res) => {
              res.resume();
              resolve(res.statusCode === 200);
            },
          );
          probe.setTimeout(1000, () => probe.destroy());
          probe.on('error', () => resolve(false));
          probe.end();
        });
      }),
    );
  }
}
