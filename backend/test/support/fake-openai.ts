import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import { AddressInfo } from 'node:net';

export type FakeMode = 'ok' | 'slow' | 'rate-limited';

/**
 * A real local HTTP server speaking the OpenAI chat-completions protocol: what the
 * `openai-compatible` provider talks to in tests instead of xAI.
 */
export class FakeOpenAi {
  mode: FakeMode = 'ok';
  /** What the model answers in 'ok' and 'slow' modes. */
  reply = '**Fake insight** for you.';
  slowMs = 2000;
  readonly prompts: string[] = [];
  /** Every request as it arrived: the JSON body and the headers (what a third party receives). */
  readonly requests: { body: string; headers: Record<string, unknown> }[] = [];
  private server?: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/v1`;
  }

  stop(): Promise<void> {
    this.server?.closeAllConnections();
    return new Promise((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  private async handle(req: IncomingMessage, res: ServerResponse) {
    let body = '';
    for await (const chunk of req) body += chunk;
    if (req.url !== '/v1/chat/completions' || req.headers.authorization !== 'Bearer test-key') {
      res.writeHead(404).end();
      return;
    }
    this.requests.push({ body, headers: { ...req.headers } });
    const request = JSON.parse(body) as { messages: { content: string }[] };
    this.prompts.push(request.messages[request.messages.length - 1].content);
    if (this.mode === 'rate-limited') {
      res.writeHead(429, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Too many requests', type: 'rate_limit' } }));
      return;
    }
    if (this.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, this.slowMs));
    if (res.destroyed) return;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify({
        id: 'chatcmpl-1',
        object: 'chat.completion',
        created: 1,
        model: 'grok-test',
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: this.reply },
            finish_reason: 'stop',
          },
        ],
      }),
    );
  }
}
