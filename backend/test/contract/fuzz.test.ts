import fc from 'fast-check';
import { createHash } from 'node:crypto';
import type { Response } from 'supertest';
import { ACCESS_ROUTES } from '../../src/assessments/access/access-rules';
import { DatabaseWatch } from '../support/db-fingerprint';
import { createTestApp, TestApp } from '../support/test-app';
import { ROUTES } from '../access/route-table';
import { createWorld, World } from '../access/world';
import { Doc, Generators, Schema } from './arbitraries';
import { ResponseSchemas } from './response-schemas';

/** Fixed, so a failure is the same failure on the next run (and on CI). */
const SEED = 20_241_125;
/** Generated requests per operation and caller. */
const RUNS = 6;

type Parameter = { name: string; in: 'path' | 'query'; required?: boolean; schema: Schema };
type Operation = {
  route: string;
  method: 'get' | 'post' | 'put' | 'delete';
  template: string;
  parameters: Parameter[];
  body?: Schema;
};
type OpenApi = Doc & {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: Schema }> };
        responses?: Record<string, { content?: Record<string, unknown> }>;
      }
    >
  >;
};
type Caller = 'anon' | 'student' | 'admin';
const CALLERS: Caller[] = ['anon', 'student', 'admin'];

type Request = {
  path: Record<string, string>;
  query: Record<string, string | string[]>;
  /** A JSON value, or with `raw` the exact text of the body. */
  body?: unknown;
  raw?: string;
  contentType?: string;
};

/**
 * Routes that count an attempt before answering it (the sign-in lockouts, the registration
 * and e-mail change budgets): a refusal there may rightly write its counter. Refusals that happen
 * before the handler (body parser) must still change nothing.
 */
const COUNTS_ATTEMPTS = new Set([
  'POST /api/users/login',
  'POST /api/admin/login',
  'POST /api/users/register',
  'POST /api/users/forgot-password',
  'POST /api/users/resend-verification',
  'POST /api/users/reset-password',
  // Recovery code attempts, per IP and per username typed.
  'POST /api/users/recover',
  'GET /api/users/verify-email',
  'POST /api/users/verify-password',
  'POST /api/users/change-email',
  // Asks for the password again, which counts against the login lockout.
  'DELETE /api/users/delete/{userId}',
]);

/** Bodies the parser itself must refuse, whatever the route and caller. */
const RAW_BODIES: Pick<Request, 'raw' | 'contentType'>[] = [
  { raw: `${'['.repeat(3000)}${']'.repeat(3000)}` },
  { raw: `${'{"a":'.repeat(40)}1${'}'.repeat(40)}` },
  { raw: `${'['.repeat(60_000)}${']'.repeat(60_000)}` },
  { raw: '{"__proto__":{"isAdmin":true}}' },
  { raw: '{"constructor":{"prototype":{"isAdmin":true}}}' },
  { raw: '{"a":' },
  { raw: '' },
  { raw: '"just a string"' },
  { raw: 'null' },
  { raw: '[{"userId":"x"}]' },
  { raw: '{"a":1e999999}' },
  { raw: 'a=1&b[c]=2', contentType: 'application/x-www-form-urlencoded' },
  { raw: 'plain text', contentType: 'text/plain' },
  { raw: '<x/>', contentType: 'application/xml' },
];

const HOSTILE_PATH = [
  '0',
  '-1',
  '2147483648',
  '99999999999999999999',
  '1e3',
  'abc',
  '__proto__',
  'constructor',
  '..',
  '%00',
  'x'.repeat(200),
];

const JSON_QUERY: Record<string, string[]> = {
  sort: [
    '["id","ASC"]',
    '["id","desc"]',
    '["__proto__","ASC"]',
    '["constructor","DESC"]',
    '["id"]',
    '[["id"],"ASC"]',
    '{"a":1}',
    'not json',
  ],
  range: [
    '[0,9]',
    '[0,999]',
    '[0,1000]',
    '[5,2]',
    '[-1,3]',
    '[0,1e20]',
    '[2147483647,2147483647]',
    '[9007199254740993,9007199254740993]',
    '[1.5,2]',
  ],
  filter: [
    '{}',
    '{"q":"demo"}',
    '{"id":[]}',
    '{"id":[1,"2",null,{"a":1}]}',
    `{"id":[${Array.from({ length: 2000 }, (_, i) => i).join(',')}]}`,
    '{"q":"%_!\\\\"}',
    '{"__proto__":{"x":1}}',
    '{"school_id":2147483648}',
    '{"at_gte":"not a date","at_lte":"9999-99-99"}',
    `{"a":${'['.repeat(10)}${']'.repeat(10)}}`,
    '[]',
    'null',
  ],
};

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

const seedOf = (key: string) =>
  createHash('sha1').update(`${SEED}:${key}`).digest().readUInt32BE(0);

function operations(doc: OpenApi): Operation[] {
  const ops = Object.entries(doc.paths).flatMap(([template, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      route: `${method.toUpperCase()} ${template}`,
      method: method as Operation['method'],
      template,
      parameters: op.parameters ?? [],
      body: op.requestBody?.content['application/json']?.schema,
    })),
  );
  // Deleting the student's own account goes last but for the logouts, so every other request
  // still has a student; the logouts end the callers' sessions, so the requests after the first
  // success are refused (401) and must change nothing either.
  const ENDS_SESSIONS = [
    'POST /api/admin/logout',
    'POST /api/users/logout',
    'POST /api/users/logout-everywhere',
  ];
  const last = (op: Operation) =>
    ENDS_SESSIONS.includes(op.route) ? 2 : op.route === 'DELETE /api/users/delete/{userId}' ? 1 : 0;
  return ops.sort((a, b) => last(a) - last(b) || a.route.localeCompare(b.route));
}

// Requests generated from /api/docs/json (each operation's path, query and
// body schemas, valid and hostile), sent as anonymous, a student and an admin: no answer is a 5xx,
// a refused request leaves the database exactly as it was, and a success has its documented shape.
describe('contract fuzz', () => {
  let t: TestApp;
  let world: World;
  let doc: OpenApi;
  let gen: Generators;
  let responses: ResponseSchemas;
  let schoolId: number;

  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_THROTTLE_PER_MINUTE: '1000000', REGISTER_IP_LIMIT_PER_HOUR: '1000000' },
    });
    world = await createWorld(t);
    schoolId = await world.make.school();
    doc = (await t.http().get('/api/docs/json').expect(200)).body as OpenApi;
    responses = new ResponseSchemas(doc);
    gen = new Generators(doc, {
      userIds: [world.a.id, world.b.id, '00000000-0000-4000-8000-000000000000'],
      emails: [world.a.email, 'new.student@demo-school.test', 'someone@elsewhere.test'],
    });
  });
  afterAll(() => t.close());

  /** The real record a path parameter names, as each caller would use it. */
  function realParam(op: Operation, name: string, caller: Caller): string {
    if (name === 'userId') return caller === 'admin' ? world.b.id : world.a.id;
    if (name === 'route') return 'dashboard_enrich';
    if (op.template.startsWith('/api/admin/users/')) return world.b.id;
    const resource = op.template.split('/')[op.template.startsWith('/api/admin/') ? 3 : 2];
    const ids: Record<string, number> = {
      whitelist: world.ids.whitelist,
      questions: world.ids.question,
      facets: world.ids.facet,
      schools: schoolId,
      'audit-logs': world.ids.audit,
      outbox: world.ids.outbox,
    };
    // A resource the world has no record of: a well-formed id, so the request reaches its handler.
    return String(ids[resource] ?? 1);
  }

  function requests(op: Operation, caller: Caller): Request[] {
    const path = fc.record(
      Object.fromEntries(
        op.parameters
          .filter((p) => p.in === 'path')
          .map((p) => [
            p.name,
            fc.oneof(
              { weight: 3, arbitrary: fc.constant(realParam(op, p.name, caller)) },
              {
                weight: 1,
                arbitrary: fc.constantFrom(
                  ...HOSTILE_PATH,
                  ...(p.name === 'route' ? ACCESS_ROUTES : []),
                ),
              },
            ),
          ]),
      ),
    );
    const queryParams = op.parameters.filter((p) => p.in === 'query');
    const query = fc
      .tuple(
        fc.record(
          Object.fromEntries(
            queryParams.map((p) => [
              p.name,
              JSON_QUERY[p.name]
                ? fc.constantFrom(...JSON_QUERY[p.name])
                : fc.oneof(
                    { weight: 3, arbitrary: gen.valid(p.schema).map(String) },
                    { weight: 1, arbitrary: gen.hostile(p.schema).map(asText) },
                    { weight: 1, arbitrary: fc.constant(['a', 'b']) },
                  ),
            ]),
          ),
          { requiredKeys: queryParams.filter((p) => p.required).map((p) => p.name) },
        ),
        fc.integer({ min: 0, max: 5 }),
      )
      // Now and then a parameter the route does not take.
      .map(([q, dice]) => (dice === 0 ? { ...q, unknownParam: '1' } : q));
    const body = op.body
      ? fc.oneof(
          { weight: 2, arbitrary: gen.valid(op.body) },
          { weight: 5, arbitrary: gen.mutated(op.body) },
          { weight: 1, arbitrary: gen.hostile(op.body) },
        )
      : fc.constant(undefined);
    const generated = fc.sample(fc.record({ path, query, body }) as fc.Arbitrary<Request>, {
      seed: seedOf(`${op.route} ${caller}`),
      numRuns: RUNS,
    });
    const real = Object.fromEntries(
      op.parameters
        .filter((p) => p.in === 'path')
        .map((p) => [p.name, realParam(op, p.name, caller)]),
    );
    const raw = op.body ? RAW_BODIES.map((r) => ({ path: real, query: {}, ...r })) : [];
    return [...generated, ...raw];
  }

  function send(op: Operation, caller: Caller, request: Request): Promise<Response> {
    const url = op.template.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(request.path[name]),
    );
    const req = t.http()[op.method](url).query(request.query);
    if (caller !== 'anon') {
      const tokens = caller === 'admin' ? world.tokens.admin : world.tokens.self;
      const scope =
        ROUTES[op.route]?.scope ??
        (op.template.startsWith('/api/admin/') ? 'backoffice' : 'portal');
      void req.auth((scope === 'backoffice' && tokens.backoffice) || tokens.portal, {
        type: 'bearer',
      });
    }
    if (request.raw !== undefined) {
      return req.set('Content-Type', request.contentType ?? 'application/json').send(request.raw);
    }
    if (request.body === undefined) return req;
    return req.set('Content-Type', 'application/json').send(JSON.stringify(request.body));
  }

  it('should answer every generated request below 500, and change nothing when it refuses', async () => {
    const failures: string[] = [];
    const counts = { sent: 0, refused: 0, changedBySuccess: 0 };
    const watch = await DatabaseWatch.start(t.dataSource);
    for (const op of operations(doc)) {
      for (const caller of CALLERS) {
        for (const request of requests(op, caller)) {
          const res = await send(op, caller, request);
          counts.sent++;
          const changed = await watch.changed();
          const what = `${op.route} as ${caller}: ${res.status} ${JSON.stringify(res.body?.error ?? '').slice(0, 120)} for ${JSON.stringify(request).slice(0, 300)}`;
          if (res.status >= 500) failures.push(`5xx: ${what}`);
          if (res.status >= 400 && res.status < 500) {
            counts.refused++;
            const mayCount = COUNTS_ATTEMPTS.has(op.route) && request.raw === undefined;
            if (changed && !mayCount) failures.push(`refused but changed the database: ${what}`);
            if (
              res.headers['content-type']?.includes('json') &&
              typeof res.body?.error !== 'string' &&
              typeof res.body?.message !== 'string'
            )
              failures.push(`refused without an error text: ${what}`);
          } else {
            if (changed) counts.changedBySuccess++;
            const problem = res.type.includes('json')
              ? responses.problem(op.method, op.template, res.status, res.body)
              : null;
            if (problem) failures.push(`answered off its schema (${problem}): ${what}`);
          }
        }
      }
    }
    expect(failures).toEqual([]);
    // The run reached the handlers and the database check can see a change.
    expect(counts.sent).toBeGreaterThan(1500);
    expect(counts.refused).toBeGreaterThan(counts.sent / 2);
    expect(counts.changedBySuccess).toBeGreaterThan(20);
  }, 300_000);
});
