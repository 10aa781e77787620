import { DAY_MS, notComparedYet } from '@aspire/domain';
import { NORM_COHORT_CACHE_MS } from '../../src/assessments/norm-cohort-cache';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { answersFor, complete, servedQuestions, ServedQuestion } from '../support/assessments';
import { createUser, staffToken, tokenFor } from '../support/factories';
import { createInstances, Instances } from '../support/instances';
import { TestApp } from '../support/test-app';

type Norms = {
  session_id: string;
  facets: { facet: string; average: number; reason: string | null }[];
  retake: { session_id: string } | null;
};

/**
 * Norms on two instances (docs/decisions/0270-norm-groups-kept-in-memory-for-seconds.md): the
 * student's own sessions are read on every request, so their completion or retake on one
 * instance is on the other's next report; the norm group each instance keeps reaches the other's
 * completions within NORM_COHORT_CACHE_MS, and an erasure at once on the instance that erased.
 */
describe('norms across two instances', () => {
  let instances: Instances;
  let a: TestApp;
  let b: TestApp;
  let school: number;
  beforeAll(async () => {
    instances = await createInstances(2);
    [a, b] = instances.apps;
    school = (await makeSchool(a, 'Two Norms School', 'two-norms.test')).id;
  }, 120_000);
  afterAll(() => instances.close());

  type Student = Awaited<ReturnType<typeof createUser>>;
  const student = () => createUser(a, { role: 'user', schoolId: school });
  /** Completes Learning through instance `on`, every answer the option at `pick`. */
  const completes = async (on: TestApp, s: Student, pick: (q: ServedQuestion) => number) => {
    const token = await tokenFor(on, s);
    const served = await servedQuestions(on, token, 'Learning');
    return complete(on, token, s.id, 'Learning', answersFor(served, pick));
  };
  const norms = async (on: TestApp, s: Student) =>
    (
      await asBearer(on, await tokenFor(on, s))
        .get(`/api/assessment/norms/${s.id}`)
        .query({ assessmentType: 'Learning' })
        .expect(200)
    ).body as Norms;
  /** How many students the report says answered each facet (no facet has 100 yet). */
  const group = async (on: TestApp, s: Student) => {
    const report = await norms(on, s);
    const sizes = report.facets.map((f) =>
      Array.from({ length: 99 }, (_, n) => n + 1).find(
        (n) => f.reason === notComparedYet(f.facet, n),
      ),
    );
    expect(report.facets.length).toBeGreaterThan(0);
    expect(new Set(sizes).size).toBe(1);
    return sizes[0]!;
  };

  it("shows a student's completion on A in their next report on B, and in B's norm group within the bound", async () => {
    const x = await student();
    const y = await student();
    await completes(a, x, () => 0);
    await completes(a, y, () => 0);
    expect(await group(b, y)).toBe(2); // B keeps the group of 2 from here

    const z = await student();
    const session = await completes(a, z, (q) => q.options.length - 1);
    // Z's own session at once on B, though B's group is the one it read before Z completed.
    const own = await norms(b, z);
    expect(own.session_id).toBe(session);
    expect(own.facets.every((f) => f.average > 0)).toBe(true);
    expect(await group(b, y)).toBe(2);
    // Within the bound, every report on B counts Z.
    instances.clock.advance(NORM_COHORT_CACHE_MS);
    expect(await group(b, y)).toBe(3);
    expect(await group(b, z)).toBe(3);
  });

  it('shows a retake on A as the report on B at once, with the earlier session as its comparison', async () => {
    const r = await student();
    const first = await completes(a, r, () => 0);
    instances.clock.advance(181 * DAY_MS);
    expect((await norms(b, r)).session_id).toBe(first); // B keeps the group from here
    const retake = await completes(a, r, (q) => q.options.length - 1);
    const report = await norms(b, r);
    expect(report.session_id).toBe(retake);
    expect(report.retake?.session_id).toBe(first);
  });

  it('takes an erased student out of the group at once on the erasing instance, and within the bound on the other', async () => {
    instances.clock.advance(NORM_COHORT_CACHE_MS);
    const [p, q] = [await student(), await student()];
    await completes(a, p, () => 0);
    await completes(a, q, () => 0);
    const before = await group(a, p);
    expect(await group(b, p)).toBe(before);
    await asBearer(a, await staffToken(a, 'admin'))
      .del(`/api/admin/users/${q.id}`, { reason: 'The school asked on behalf of the parent' })
      .expect(200);
    expect(await group(a, p)).toBe(before - 1);
    instances.clock.advance(NORM_COHORT_CACHE_MS);
    expect(await group(b, p)).toBe(before - 1);
  });
});
