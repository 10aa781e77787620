import { AddressInfo, createServer, Server, Socket } from 'node:net';

/**
 * A stand-in Redis that answers PING with PONG and everything else with OK, enough for a client
 * to connect and for the readiness probe. stop() drops every connection and stops listening
 * (Redis gone); start() listens on the same port again (Redis back).
 */
export class FakeRedis {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const server = createServer((socket) => {
      this.sockets.add(socket);
      socket.on('close', () => this.sockets.delete(socket));
      socket.on('error', () => undefined);
      let buffered = '';
      socket.on('data', (chunk) => {
        buffered += chunk.toString('utf8');
        let command: Command | null;
        while ((command = takeCommand(buffered))) {
          buffered = buffered.slice(command.length);
          socket.write(command.args[0]?.toUpperCase() === 'PING' ? '+PONG\r\n' : '+OK\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
    this.server = undefined;
  }
}

type Command = { args: string[]; length: number };

/** Parses one RESP array of bulk strings from the front of `input`; null when incomplete. */
function takeCommand(input: string): Command | null {
  const lines = input.split('\r\n');
  if (!lines[0]?.startsWith('*') || lines.length < 2) return null;
  const count = Number(lines[0].slice(1));
  const args: string[] = [];
  let length = lines[0].length + 2;
  for (let i = 0; i < count; i++) {
    const header = lines[1 + 2 * i];
    const value = lines[2 + 2 * i];
    if (header === undefined || value === undefined || lines.length < 4 + 2 * i) return null;
    args.push(value);
    length += header.length + 2 + value.length + 2;
  }
  return { args, length };
}
