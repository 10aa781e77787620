import { createTestApp, TestApp } from '../support/test-app';
import { ROUTES } from '../access/route-table';
import { createWorld, World } from '../access/world';
import { ResponseSchemas } from './response-schemas';

// Issue 9 "typed once": each route's documented success answer is the one the server sends.
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

  it('should answer every successful call with the documented schema', async () => {
    const problems: string[] = [];
    let checked = 0;
    for (const [route, spec] of Object.entries(ROUTES)) {
      for (const actor of ['self', 'admin'] as const) {
        const [method, template] = route.split(' ');
        const params = (await spec.params?.(world)) ?? {};
        const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
        const req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
        if (spec.query) void req.query(spec.query(world));
        const tokens = world.tokens[actor];
        const scope = spec.scope ?? (template.startsWith('/api/admin/') ? 'backoffice' : 'portal');
        void req.auth((scope === 'backoffice' && tokens.backoffice) || tokens.portal, {
          type: 'bearer',
        });
        // Destructive calls are left to the route × role test: they would end the world's users.
        if (spec.fresh) continue;
        const res = await (spec.body ? req.send(spec.body(world)) : req);
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
