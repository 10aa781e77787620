import { covarianceMatrix, cronbachAlpha, SCALE_HEALTH_REASONS } from '@aspire/domain';
import { makeSchool } from '../reports/school';
import { asBearer } from '../support/as-bearer';
import { staffToken } from '../support/factories';
import { seedQuestions, seedRespondents, SeedItem, traitScores } from '../support/psychometrics';
import { createTestApp, TestApp } from '../support/test-app';

/** The α of the seeded answers, computed here from the raw matrix (not through SQL). */
function alphaOf(
  items: SeedItem[],
  facet: string,
  count: number,
  score: (r: number, i: number) => number,
) {
  const columns = items.map((item, i) => ({ item, i })).filter(({ item }) => item.facet === facet);
  const rows = Array.from({ length: count }, (_, r) => columns.map(({ i }) => score(r, i)));
  const k = columns.length;
  const sums = Array.from({ length: k }, (_, a) => rows.reduce((s, row) => s + row[a], 0));
  const products = Array.from({ length: k }, (_, a) =>
    Array.from({ length: k }, (_, b) => rows.reduce((s, row) => s + row[a] * row[b], 0)),
  );
  return cronbachAlpha(covarianceMatrix({ n: count, sums, products }));
}

describe('scale health', () => {
  let t: TestApp;
  let admin: string;
  let items: SeedItem[];
  let schoolA: Awaited<ReturnType<typeof makeSchool>>;
  let schoolB: Awaited<ReturnType<typeof makeSchool>>;
  const good = traitScores(1, 0.8);
  const noisy = traitScores(2, 6);

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, 'admin');
    schoolA = await makeSchool(t, 'Alpha School', 'alpha.test');
    schoolB = await makeSchool(t, 'Beta School', 'beta.test');
    items = await seedQuestions(t.dataSource, [
      { facet: 'Consistent', items: 4 },
      { facet: 'Noisy', items: 3 },
      { facet: 'Lonely', items: 1 },
    ]);
    const score = (r: number, i: number) => (items[i].facet === 'Noisy' ? noisy(r, i) : good(r, i));
    const at = new Date(t.clock.now().getTime() - 86_400_000);
    // v1: 25 students at school A and 15 at school B (40 in all); v2: 29 at school B.
    await seedRespondents(t.dataSource, {
      version: 'v1',
      schoolId: schoolA.id,
      items,
      count: 25,
      score,
      completedAt: at,
    });
    await seedRespondents(t.dataSource, {
      version: 'v1',
      schoolId: schoolB.id,
      items,
      count: 15,
      score: (r, i) => score(r + 25, i),
      completedAt: at,
    });
    await seedRespondents(t.dataSource, {
      version: 'v2',
      schoolId: schoolB.id,
      items,
      count: 29,
      score,
      completedAt: new Date(at.getTime() - 86_400_000),
    });
  });
  afterAll(() => t.close());

  const get = (token: string, query: Record<string, string | number>) =>
    asBearer(t, token)
      .get('/api/admin/scale-health')
      .query({ assessment_type: 'Career', ...query });

  it('shows α with its Feldt interval, item–total r, α if deleted and option counts', async () => {
    const res = await get(admin, { version: 'v1' });
    expect(res.status).toBe(200);
    expect(res.body.respondents).toBe(40);
    expect(res.body.hidden_reason).toBeNull();
    const consistent = res.body.facets.find((f: { facet: string }) => f.facet === 'Consistent');
    const all = (r: number, i: number) => good(r, i);
    expect(consistent.items).toBe(4);
    expect(consistent.respondents).toBe(40);
    expect(consistent.alpha).toBeCloseTo(alphaOf(items, 'Consistent', 40, all)!, 10);
    expect(consistent.alpha).toBeGreaterThan(0.7);
    expect(consistent.low_alpha).toBe(false);
    expect(consistent.alpha_lower).toBeLessThan(consistent.alpha);
    expect(consistent.alpha_upper).toBeGreaterThan(consistent.alpha);
    expect(consistent.sem).toBeCloseTo(consistent.sd * Math.sqrt(1 - consistent.alpha), 10);
    expect(consistent.item_stats).toHaveLength(4);
    for (const item of consistent.item_stats) {
      expect(item.item_total_r).toBeGreaterThan(0.2);
      expect(item.alpha_if_deleted).not.toBeNull();
      // Scores run 1–5: the option scored 0 is chosen by nobody.
      expect(item.options.find((o: { score: number }) => o.score === 0)).toMatchObject({
        count: 0,
        text: 'Option 0',
      });
      expect(item.unused_option).toBe(true);
      expect(item.options.reduce((s: number, o: { count: number }) => s + o.count, 0)).toBe(40);
    }
  });

  it('flags a low α and low item–total correlations', async () => {
    const res = await get(admin, { version: 'v1' });
    const noisyFacet = res.body.facets.find((f: { facet: string }) => f.facet === 'Noisy');
    expect(noisyFacet.alpha).toBeLessThan(0.7);
    expect(noisyFacet.low_alpha).toBe(true);
    expect(noisyFacet.item_stats.some((i: { low_item_total: boolean }) => i.low_item_total)).toBe(
      true,
    );
  });

  it('says "single item" instead of an α', async () => {
    const res = await get(admin, { version: 'v1' });
    const lonely = res.body.facets.find((f: { facet: string }) => f.facet === 'Lonely');
    expect(lonely).toMatchObject({
      items: 1,
      alpha: null,
      alpha_lower: null,
      reason: SCALE_HEALTH_REASONS.singleItem,
    });
    expect(lonely.mean).not.toBeNull();
  });

  it('hides a version below 30 respondents, with the reason', async () => {
    const res = await get(admin, { version: 'v2' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      version: 'v2',
      respondents: 29,
      hidden_reason: SCALE_HEALTH_REASONS.tooFewRespondents(29),
      facets: [],
    });
    expect(JSON.stringify(res.body)).not.toContain('alpha":0');
  });

  it('lists the versions and shows the one with the most sessions by default; an unknown one is 404', async () => {
    const res = await get(admin, {});
    expect(res.body.version).toBe('v1');
    expect(
      res.body.versions
        .map((v: { version: string; sessions: number }) => [v.version, v.sessions])
        .sort(),
    ).toEqual([
      ['v1', 40],
      ['v2', 29],
    ]);
    expect((await get(admin, { version: 'v9' })).status).toBe(404);
  });

  it('keeps sessions from before versions were recorded as their own "legacy" version', async () => {
    await seedRespondents(t.dataSource, {
      version: null,
      schoolId: null,
      items,
      count: 3,
      score: good,
      completedAt: new Date(t.clock.now().getTime() - 10 * 86_400_000),
    });
    const res = await get(admin, { version: 'legacy' });
    expect(res.body).toMatchObject({ version: 'legacy', respondents: 3, facets: [] });
  });

  it("a coordinator sees their own school's only, and only above the threshold", async () => {
    const coordinatorA = await staffLogin(t, schoolA.coordinator.email);
    // School A has 25 respondents on v1: below 30, hidden even though all schools have 40.
    const own = await get(coordinatorA, { version: 'v1' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ school_id: schoolA.id, respondents: 25, facets: [] });
    expect(own.body.hidden_reason).toBe(SCALE_HEALTH_REASONS.tooFewRespondents(25));
    expect(own.body.versions.map((v: { version: string }) => v.version)).toEqual(['v1']);
    const other = await get(coordinatorA, { school_id: schoolB.id });
    expect(other.status).toBe(403);
    expect(other.body).toEqual({ error: 'This record belongs to another school.' });
  });

  it('is computed again when the version gets new sessions (the cache follows the count)', async () => {
    const before = await get(admin, { version: 'v1' });
    await seedRespondents(t.dataSource, {
      version: 'v1',
      schoolId: schoolB.id,
      items,
      count: 5,
      score: (r, i) => good(r + 100, i),
      completedAt: new Date(t.clock.now().getTime() - 3_600_000),
    });
    const after = await get(admin, { version: 'v1' });
    expect(after.body.respondents).toBe(45);
    const facet = (b: typeof before.body) =>
      b.facets.find((f: { facet: string }) => f.facet === 'Consistent');
    expect(facet(after.body).respondents).toBe(45);
    expect(facet(after.body).alpha).not.toBe(facet(before.body).alpha);
  });

  it("a coordinator above the threshold sees their school's statistics, from its own respondents", async () => {
    // 10 more at school A on v1: 35 there; all schools have more (45 + 10).
    await seedRespondents(t.dataSource, {
      version: 'v1',
      schoolId: schoolA.id,
      items,
      count: 10,
      score: (r, i) => good(r + 200, i),
      completedAt: new Date(t.clock.now().getTime() - 3_600_000),
    });
    const coordinatorA = await staffLogin(t, schoolA.coordinator.email);
    const own = await get(coordinatorA, { version: 'v1' });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ school_id: schoolA.id, respondents: 35, hidden_reason: null });
    const consistent = own.body.facets.find((f: { facet: string }) => f.facet === 'Consistent');
    expect(consistent.respondents).toBe(35);
    // School A's respondents only: the first 25 seeded, then the 10 just added.
    const schoolAScores = (r: number, i: number) => (r < 25 ? good(r, i) : good(r - 25 + 200, i));
    expect(consistent.alpha).toBeCloseTo(alphaOf(items, 'Consistent', 35, schoolAScores)!, 10);
    for (const item of consistent.item_stats) {
      expect(item.options.reduce((s: number, o: { count: number }) => s + o.count, 0)).toBe(35);
    }
    const all = await get(admin, { version: 'v1' });
    expect(all.body.respondents).toBe(55);
    expect(consistent.alpha).not.toBeCloseTo(
      all.body.facets.find((f: { facet: string }) => f.facet === 'Consistent').alpha,
      10,
    );
  });

  it('opens on the version with the most sessions, not on a newer one with a few', async () => {
    // A version started today (after an edit) with a handful of sessions, all hidden.
    await seedRespondents(t.dataSource, {
      version: 'v-new',
      schoolId: schoolA.id,
      items,
      count: 3,
      score: good,
      completedAt: t.clock.now(),
    });
    const res = await get(admin, {});
    const sessions = res.body.versions.map((v: { sessions: number }) => v.sessions);
    expect(res.body.versions.map((v: { version: string }) => v.version)).toContain('v-new');
    expect(res.body.version).toBe('v1');
    expect(res.body.respondents).toBe(Math.max(...sessions));
    expect(res.body.hidden_reason).toBeNull();
    // Still one choice away.
    expect((await get(admin, { version: 'v-new' })).body.respondents).toBe(3);
  });
});

async function staffLogin(t: TestApp, email: string) {
  const res = await t.http().post('/api/admin/login').send({ email, password: 'Correct!Horse7' });
  if (res.status !== 200) throw new Error(`login failed: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}
