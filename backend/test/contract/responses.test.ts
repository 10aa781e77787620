import { createTestApp, TestApp } from '../support/test-app';
import { ROUTES } from '../access/route-table';
import { createWorld, withNewSessions, World } from '../access/world';
import { ResponseSchemas } from './response-schemas';

// Each route's documented success answer is the one the server sends.
// Every call of the route table (valid requests) is made as the student and as an admin, and
// each 2xx JSON answer is checked against its schema in /api/docs/json.
describe('documented responses', () => {
  let t: TestApp;
  let world: World;
  let schemas: ResponseSchemas;

  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_THROTTLE_PER_MINUTE: '100000', REGISTER_IP_LIMIT_PER_HOUR: '100000' },
    });
    world = await createWorld(t);
    schemas = new ResponseSchemas((await t.http().get('/api/docs/json').expect(200)).body);
  });
  afterAll(() => t.close());

  it('should document a typed request and a success answer for every route', async () => {
    type Schema = {
      type?: string;
      $ref?: string;
      oneOf?: unknown[];
      properties?: Record<string, Schema>;
    };
    type Op = {
      parameters?: { name: string; schema?: Schema }[];
      requestBody?: { content: Record<string, { schema: Schema }> };
      responses: Record<string, { content?: Record<string, unknown> }>;
    };
    const doc = (await t.http().get('/api/docs/json').expect(200)).body as {
      paths: Record<string, Record<string, Op>>;
      components: { schemas: Record<string, Schema> };
    };
    const untyped = (s?: Schema) => !s || (!s.type && !s.$ref && !s.oneOf);
    const gaps: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        const route = `${method.toUpperCase()} ${path}`;
        const answers = Object.entries(op.responses);
        const success = answers.find(([status]) => status.startsWith('2'));
        // A browser-facing redirect (the school sign-in's callback) answers a 3xx with no body.
        const redirect = answers.some(([status]) => /^30[237]$/.test(status));
        if (!success?.[1].content && !redirect) gaps.push(`${route}: no documented success answer`);
        for (const p of op.parameters ?? []) {
          if (untyped(p.schema)) gaps.push(`${route}: parameter ${p.name} has no type`);
        }
        const body = op.requestBody?.content['application/json']?.schema;
        const ref = body?.$ref?.split('/').pop();
        const properties = ref ? doc.components.schemas[ref]?.properties : body?.properties;
        for (const [name, schema] of Object.entries(properties ?? {})) {
          if (untyped(schema)) gaps.push(`${route}: body field ${name} has no type`);
        }
      }
    }
    expect(gaps).toEqual([]);
  });

  it('should answer every successful call with the documented schema', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [route, spec] of Object.entries(ROUTES)) {
      for (const actor of ['self', 'admin'] as const) {
        // A logout ends the caller's session: it gets sessions of its own.
        const w = spec.endsSession ? await withNewSessions(t, world) : world;
        const [method, template] = route.split(' ');
        const params = (await spec.params?.(w)) ?? {};
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
        const req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
        if (spec.query) void req.query(spec.query(w));
        const tokens = w.tokens[actor];
        const scope = spec.scope ?? (template.startsWith('/api/admin/') ? 'backoffice' : 'portal');
        void req.auth((scope === 'backoffice' && tokens.backoffice) || tokens.portal, {
          type: 'bearer',
        });
        // Destructive calls are left to the route × role test: they would end the world's users.
        if (spec.fresh) continue;
        const res = await (spec.body ? req.send(spec.body(w)) : req);
        if (res.status < 200 || res.status >= 300 || !res.type.includes('json')) continue;
        checked++;
        const problem = schemas.problem(method.toLowerCase(), template, res.status, res.body);
        if (problem) problems.push(`${route} as ${actor} (${res.status}): ${problem}`);
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(60);
  });
});
