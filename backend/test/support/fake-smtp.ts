import { AddressInfo, createServer, Server, Socket } from 'node:net';

export type ReceivedMail = { from: string; to: string[]; data: string };

/**
 * A minimal SMTP server on 127.0.0.1 that nodemailer can deliver to: it keeps every message it
 * accepts, or refuses each recipient with a 550 while `refuse` is set.
 */
export class FakeSmtp {
  readonly received: ReceivedMail[] = [];
  refuse = false;
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  port = 0;

  async start(): Promise<void> {
    const server = createServer((socket) => this.session(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }

  /** Messages accepted for this address. */
  to(address: string): ReceivedMail[] {
    return this.received.filter((m) => m.to.some((t) => t.includes(address)));
  }

  private session(socket: Socket) {
    this.sockets.add(socket);
    socket.on('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    let buffered = '';
    let inData = false;
    let mail: ReceivedMail = { from: '', to: [], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ready');
    socket.on('data', (chunk) => {
      buffered += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffered.indexOf('\r\n.\r\n');
          if (end < 0) return;
          mail.data = buffered.slice(0, end);
          buffered = buffered.slice(end + 5);
          inData = false;
          this.received.push(mail);
          mail = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const eol = buffered.indexOf('\r\n');
        if (eol < 0) return;
        const line = buffered.slice(0, eol);
        buffered = buffered.slice(eol + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 fake-smtp');
        else if (verb === 'MAIL') {
          mail.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          if (this.refuse) reply('550 5.1.1 mailbox unavailable');
          else {
            mail.to.push(line);
            reply('250 ok');
          }
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok'); // RSET, NOOP
      }
    });
  }
}
