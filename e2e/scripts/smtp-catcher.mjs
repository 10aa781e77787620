// The browser tests' SMTP server: the app under test delivers its mail here (MAIL_TRANSPORT=smtp),
// and the tests read what arrived over HTTP (support/smtp.ts). A mail catcher in a few lines of
// node:net, so the tests need no service of their own: SMTP on SMTP_PORT, GET /messages on
// SMTP_HTTP_PORT (GET /health answers once both listen).
import { createServer as createHttp } from 'node:http';
import { createServer as createTcp } from 'node:net';

const smtpPort = Number(process.env.SMTP_PORT);
const httpPort = Number(process.env.SMTP_HTTP_PORT);
/** Every message accepted: envelope and raw data (headers and body as sent). */
const received = [];

const smtp = createTcp((socket) => {
  socket.on('error', () => undefined);
  let buffered = '';
  let inData = false;
  let mail = { from: '', to: [], data: '' };
  const reply = (line) => socket.write(`${line}\r\n`);
  reply('220 e2e-smtp ready');
  socket.on('data', (chunk) => {
    buffered += chunk.toString('utf8');
    for (;;) {
      if (inData) {
        const end = buffered.indexOf('\r\n.\r\n');
        if (end < 0) return;
        mail.data = buffered.slice(0, end).replace(/\r\n\.\./g, '\r\n.');
        buffered = buffered.slice(end + 5);
        inData = false;
        received.push({ ...mail, at: new Date().toISOString() });
        mail = { from: '', to: [], data: '' };
        reply('250 queued');
        continue;
      }
      const eol = buffered.indexOf('\r\n');
      if (eol < 0) return;
      const line = buffered.slice(0, eol);
      buffered = buffered.slice(eol + 2);
      const verb = line.slice(0, 4).toUpperCase();
      const address = () => (/<([^>]*)>/.exec(line)?.[1] ?? '').toLowerCase();
      if (verb === 'EHLO' || verb === 'HELO') reply('250 e2e-smtp');
      else if (verb === 'MAIL') {
        mail.from = address();
        reply('250 ok');
      } else if (verb === 'RCPT') {
        mail.to.push(address());
        reply('250 ok');
      } else if (verb === 'DATA') {
        inData = true;
        reply('354 go ahead');
      } else if (verb === 'QUIT') {
        reply('221 bye');
        socket.end();
      } else reply('250 ok');
    }
  });
});

const http = createHttp((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  res.setHeader('content-type', 'application/json');
  if (url.pathname === '/health') return res.end('{"ok":true}');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    return res.end(JSON.stringify(to ? received.filter((m) => m.to.includes(to)) : received));
  }
  res.statusCode = 404;
  res.end('{}');
});

smtp.listen(smtpPort, '127.0.0.1', () => http.listen(httpPort, '127.0.0.1'));
const stop = () => {
  smtp.close();
  http.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
