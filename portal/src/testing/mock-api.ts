/** Test double for `fetch`: the network is outside every unit under test. */
export type MockReply = { status?: number; body?: unknown; headers?: Record<string, string> };
export type MockRequest = {
  method: string;
  url: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
};
export type MockRoute = MockReply | ((req: MockRequest) => MockReply | Promise<MockReply>);

type MockResponse = Pick<Response, 'ok' | 'status' | 'text' | 'json'> & {
  headers: Pick<Headers, 'get'>;
  clone: () => MockResponse;
};

function response({ status = 200, body, headers = {} }: MockReply): MockResponse {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => lower[name.toLowerCase()] ?? null },
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(JSON.parse(text) as unknown),
    clone: () => response({ status, body, headers }),
  };
}

/**
 * Replaces global fetch with a router keyed by 'METHOD /path' (query string ignored). Unknown
 * routes answer 404; a route value of 'network-error' rejects like a failed connection.
 */
export function mockApi(routes: Record<string, MockRoute | 'network-error'>) {
  const fn = jest.fn(async (input: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const route = routes[`${method} ${path}`];
    if (route === 'network-error') throw new TypeError('Failed to fetch');
    const req: MockRequest = {
      method,
      url,
      path,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers: (init.headers ?? {}) as Record<string, string>,
    };
    const reply = typeof route === 'function' ? await route(req) : route;
    return response(reply ?? { status: 404, body: { error: 'Not found' } });
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}

/** The requests made to one route, as parsed requests. */
export function callsTo(fn: ReturnType<typeof mockApi>, key: string): MockRequest[] {
  return fn.mock.calls
    .map(([input, init = {}]) => {
      const url = String(input);
      return {
        method: init.method ?? 'GET',
        url,
        path: url.split('?')[0] ?? url,
        body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
        headers: (init.headers ?? {}) as Record<string, string>,
      };
    })
    .filter((r) => `${r.method} ${r.path}` === key);
}
