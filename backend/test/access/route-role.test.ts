import type { Response } from 'supertest';
import { createTestApp, TestApp } from '../support/test-app';
import { OTHER_SCHOOL } from '../../src/admin/school-scope';
import { INVALID_TOKEN } from '../../src/auth/guards/jwt-auth.guard';
import { NO_PERMISSION } from '../../src/auth/decorators/auth.decorator';
import { BACKOFFICE_TOKEN_REFUSED, PORTAL_TOKEN_REFUSED } from '../../src/auth/guards/scope.guard';
import { NOT_YOUR_DATA } from '../../src/auth/ownership';
import { Call, HIDDEN, OK, Outcome, ROUTES } from './route-table';
import { ActorName, ACTORS, createWorld, withNewSessions, withNewStudents, World } from './world';

type OpenApi = { paths: Record<string, Record<string, unknown>> };

const REFUSALS: Record<number, string[]> = {
  401: [INVALID_TOKEN],
  403: [NO_PERMISSION, NOT_YOUR_DATA, OTHER_SCHOOL, PORTAL_TOKEN_REFUSED, BACKOFFICE_TOKEN_REFUSED],
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

// Every route of the OpenAPI document, called as anonymous, student A,
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

  const scopeOf = (spec: Call, template: string) =>
    spec.scope ?? (template.startsWith('/api/admin/') ? 'backoffice' : 'portal');

  async function call(
    route: string,
    spec: Call,
    actor: ActorName,
    w: World,
    wrongScope = false,
  ): Promise<Response> {
    const [method, template] = route.split(' ');
    const params = (await spec.params?.(w)) ?? {};
    const path = template.replace(/\{(\w+)\}/g, (_, name: string) => String(params[name]));
    const req = t.http()[method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](path);
    if (spec.query) void req.query(spec.query(w));
    if (actor !== 'anon') {
      const tokens = w.tokens[actor];
      const backoffice = (scopeOf(spec, template) === 'backoffice') !== wrongScope;
      void req.auth((backoffice && tokens.backoffice) || tokens.portal, { type: 'bearer' });
    }
    return spec.body ? req.send(spec.body(w)) : req;
  }

  it.each(Object.entries(ROUTES))('%s', async (route, spec) => {
    const seen: Record<string, Outcome | string> = {};
    for (const actor of ACTORS) {
      const w = spec.fresh
        ? await withNewStudents(t, world)
        : spec.endsSession
          ? await withNewSessions(t, world)
          : world;
      seen[actor] = outcome(await call(route, spec, actor, w), spec.expected[actor]);
    }
    expect(seen).toEqual(spec.expected);
  });

  // A token works only in the app that asked for it. An admin holds both kinds; on
  // every signed-in route the other kind is refused before the handler runs.
  it.each(Object.entries(ROUTES).filter(([, spec]) => spec.expected.anon === 401))(
    "%s refuses the other app's token",
    async (route, spec) => {
      const res = await call(route, spec, 'admin', world, true);
      const template = route.split(' ')[1];
      expect(res.status).toBe(403);
      expect(res.body).toEqual({
        error:
          scopeOf(spec, template) === 'backoffice'
            ? PORTAL_TOKEN_REFUSED
            : BACKOFFICE_TOKEN_REFUSED,
      });
    },
  );
});
