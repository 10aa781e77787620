import type { Response } from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { INVALID_TOKEN } from '../../src/auth/guards/jwt-auth.guard';
import { NO_PERMISSION } from '../../src/auth/guards/roles.guard';
import { NOT_YOUR_DATA } from '../../src/auth/ownership';
import { Call, HIDDEN, OK, Outcome, ROUTES } from './route-table';
import { ActorName, ACTORS, createWorld, withNewStudents, World } from './world';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

const REFUSALS: Record<number, string[]> = {
  401: [INVALID_TOKEN],
  403: [NO_PERMISSION, NOT_YOUR_DATA, OTHER_SCHOOL],
};

/**
 * Classifies an answer against what was expected. Where the table expects the request through,
 * a 401 or 403 with a route's own message (wrong password, a missing prerequisite) is the
 * handler's answer, but one with an access-control message is a refusal.
 */
function outcome(res: Response, expected: Outcome): Outcome | string {
  const error = (res.body as { error?: string })?.error ?? '';
  if (res.status >= 500) return `${res.status} ${error}`;
  if (res.status === 404 && expected === HIDDEN) return HIDDEN;
  if (res.status === 401 || res.status === 403) {
    const refusal = res.status === expected || REFUSALS[res.status].includes(error);
    return refusal ? res.status : OK;
  }
  return OK;
}

// Issue 9 "Must show": every route of the OpenAPI document, called as anonymous, student A,
// student B on A's ids, a coordinator of another school and an admin, against the table.
describe('route × role', () => {
  let t: TestApp;
  let world: World;
  let documented: string[];
  beforeAll(async () => {
    t = await createTestApp({
      env: { AUTH_THROTTLE_PER_MINUTE: '100000', REGISTER_IP_LIMIT_PER_HOUR: '100000' },
    });
    world = await createWorld(t);
    const doc = (await t.http().get('/api/docs/json').expect(200)).body as OpenApi;
    documented = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
  });
  afterAll(() => t.close());

  it('should have an entry for every documented route, and document every entry', () => {
    expect([...documented].sort()).toEqual(Object.keys(ROUTES).sort());
  });

  async function call(route: string, spec: Call, actor: ActorName, w: World): Promise<Response> {
    const [method, template] = route.split(' ');
    const params = (await spec.params?.(w)) ?? {};
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    const req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    if (spec.query) void req.query(spec.query(w));
    if (actor !== 'anon') {
      const tokens = w.tokens[actor];
      const scope = spec.scope ?? (template.startsWith('/api/admin/') ? 'backoffice' : 'portal');
      void req.auth((scope === 'backoffice' && tokens.backoffice) || tokens.portal, {
        type: 'bearer',
      });
    }
    return spec.body ? req.send(spec.body(w)) : req;
  }

  it.each(Object.entries(ROUTES))('%s', async (route, spec) => {
    const seen: Record<string, Outcome | string> = {};
    for (const actor of ACTORS) {
      const w = spec.fresh ? await withNewStudents(t, world) : world;
      seen[actor] = outcome(await call(route, spec, actor, w), spec.expected[actor]);
    }
    expect(seen).toEqual(spec.expected);
  });
});
