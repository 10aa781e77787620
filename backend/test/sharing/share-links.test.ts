import {
  SHARE_EXPIRY_INVALID,
  SHARE_LINK_UNAVAILABLE,
  SHARE_OPENS_PER_MINUTE,
  DAY_MS,
  SHAREABLE_REPORTS_INVALID,
} from '@aspire/domain';
import { NOT_YOUR_DATA } from '../../src/auth/ownership';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { ShareLinkView } from '../../src/sharing/entities/share-link-view.entity';
import { ShareLink } from '../../src/sharing/entities/share-link.entity';
import { shareTokenHash } from '../../src/sharing/share-tokens';
import { asBearer } from '../support/as-bearer';
import { readyStudent, Student } from '../support/enrich';
import { csvRows, PASSWORD, tokenFor } from '../support/factories';
import { createLink, LINKS_URL } from '../support/sharing';
import { createTestApp, TestApp } from '../support/test-app';

/** A student's parent links: made, listed with their openings, revoked, expired, erased. */
describe('parent links', () => {
  let t: TestApp;
  let s: Student;
  beforeAll(async () => {
    t = await createTestApp();
    s = await readyStudent(t, {}, ['Career']);
  });
  afterAll(() => t.close());

  const open = (token: string) => t.http().get(`/api/shared/${token}`);
  const list = (who: Student) => asBearer(t, who.token).get(`${LINKS_URL}/${who.user.id}`);

  it('should show only the chosen reports, with no e-mail or username, never cached or indexed', async () => {
    // Kept in the screens' order, whatever the order they were ticked in.
    const res = await createLink(t, s, { reports: ['insights', 'futureready'] }).expect(201);
    expect(res.body).toMatchObject({ reports: ['futureready', 'insights'], status: 'live' });
    expect(new Date(res.body.expiresAt).getTime() - t.clock.now().getTime()).toBe(14 * DAY_MS);
    const shared = await open(res.body.token).expect(200);
    expect(shared.headers['cache-control']).toBe('no-store');
    expect(shared.headers['x-robots-tag']).toContain('noindex');
    expect(shared.body.displayName).toBeNull();
    expect(shared.body.futureReady.facets.length).toBeGreaterThan(0);
    expect(shared.body.studyStyle).toBeNull();
    expect(shared.body.uniReady).toBeNull();
    const text = JSON.stringify(shared.body);
    for (const secret of [s.user.email, s.user.username, s.user.id]) {
      expect(text).not.toContain(secret);
    }
  });

  it("should keep the portal's page of a link out of search engines", async () => {
    const res = await t.http().get(`/shared/${'C'.repeat(43)}`);
    expect(res.headers['x-robots-tag']).toContain('noindex');
  });

  it('should name the student only by the display name they chose', async () => {
    const res = await createLink(t, s, { displayName: 'Sam', expiresInDays: 3 }).expect(201);
    const shared = await open(res.body.token).expect(200);
    expect(shared.body.displayName).toBe('Sam');
  });

  it('should keep only a SHA-256 of the token', async () => {
    const res = await createLink(t, s).expect(201);
    const token = res.body.token as string;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const row = await t.dataSource.getRepository(ShareLink).findOneByOrFail({ id: res.body.id });
    expect(row.tokenHash).toBe(shareTokenHash(token));
    const tables = ['share_links', 'share_link_views', 'audit_logs'];
    for (const table of tables) {
      const [hit] = await t.dataSource.query(
        `SELECT COUNT(*) AS n FROM ${table} WHERE ${table === 'share_links' ? 'token_hash' : table === 'audit_logs' ? 'after' : 'what'} LIKE ?`,
        [`%${token}%`],
      );
      expect({ table, n: Number(hit.n) }).toEqual({ table, n: 0 });
    }
    // Tidy: this suite's later tests count live links.
    await asBearer(t, s.token).del(`${LINKS_URL}/${res.body.id}`).expect(200);
  });

  it('should log each opening and list it for the student', async () => {
    const res = await createLink(t, s).expect(201);
    const before = (await list(s).expect(200)).body.links.find(
      (l: { id: string }) => l.id === res.body.id,
    );
    expect(before).toMatchObject({ views: 0, lastViewedAt: null });
    await open(res.body.token).expect(200);
    t.clock.advance(60_000);
    await open(res.body.token).expect(200);
    const after = (await list(s).expect(200)).body.links.find(
      (l: { id: string }) => l.id === res.body.id,
    );
    expect(after).toMatchObject({ views: 2, lastViewedAt: t.clock.now().toISOString() });
    expect(await t.dataSource.getRepository(ShareLinkView).countBy({ linkId: res.body.id })).toBe(
      2,
    );
    await asBearer(t, s.token).del(`${LINKS_URL}/${res.body.id}`).expect(200);
  });

  it('should refuse a revoked link the same way as an unknown one, and audit both changes', async () => {
    const res = await createLink(t, s).expect(201);
    await open(res.body.token).expect(200);
    const revoked = await asBearer(t, s.token).del(`${LINKS_URL}/${res.body.id}`).expect(200);
    expect(revoked.body).toMatchObject({ status: 'revoked', views: 1 });
    const refused = await open(res.body.token).expect(404);
    const unknown = await open('A'.repeat(43)).expect(404);
    const malformed = await open('nope').expect(404);
    expect(refused.body).toEqual({ error: SHARE_LINK_UNAVAILABLE });
    expect(unknown.body).toEqual(refused.body);
    expect(malformed.body).toEqual(refused.body);
    expect(refused.headers['x-robots-tag']).toContain('noindex');
    const audit = await t.dataSource
      .getRepository(AuditLog)
      .findBy({ resource: 'share_links', resourceId: res.body.id });
    expect(audit.map((a) => a.action).sort()).toEqual(['share_link_created', 'share_link_revoked']);
    expect(audit.every((a) => a.actorId === s.user.id)).toBe(true);
  });

  it.each([
    ['expiry 0', { expiresInDays: 0 }, SHARE_EXPIRY_INVALID],
    ['expiry 91', { expiresInDays: 91 }, SHARE_EXPIRY_INVALID],
    ['expiry 1.5', { expiresInDays: 1.5 }, SHARE_EXPIRY_INVALID],
    ['expiry as text', { expiresInDays: '14' }, SHARE_EXPIRY_INVALID],
    ['no report', { reports: [] }, SHAREABLE_REPORTS_INVALID],
    ['an unknown report', { reports: ['Career'] }, SHAREABLE_REPORTS_INVALID],
    ['a report by its display name', { reports: ['UniReady'] }, SHAREABLE_REPORTS_INVALID],
    ['a report twice', { reports: ['uniready', 'uniready'] }, SHAREABLE_REPORTS_INVALID],
  ])('should answer 400 to %s', async (_name, body, error) => {
    await createLink(t, s, body).expect(400, { error });
  });

  it('should refuse __proto__ keys and unknown fields', async () => {
    const raw = `{"userId":"${s.user.id}","reports":["futureready"],"__proto__":{"admin":true}}`;
    const res = await t
      .http()
      .post(LINKS_URL)
      .auth(s.token, { type: 'bearer' })
      .set('Content-Type', 'application/json')
      .send(raw);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe('string');
    await createLink(t, s, { role: 'admin' } as never).expect(400);
  });

  it("should refuse without a token (401), and another student's link or list (403)", async () => {
    const mine = await createLink(t, s).expect(201);
    const other = await readyStudent(t, {}, []);
    await t
      .http()
      .post(LINKS_URL)
      .send({ userId: s.user.id, reports: ['futureready'] })
      .expect(401);
    await t.http().get(`${LINKS_URL}/${s.user.id}`).expect(401);
    await asBearer(t, other.token)
      .del(`${LINKS_URL}/${mine.body.id}`)
      .expect(403, { error: NOT_YOUR_DATA });
    await asBearer(t, other.token).get(`${LINKS_URL}/${s.user.id}`).expect(403);
    await createLink(t, other, { userId: s.user.id } as never).expect(403);
    await open(mine.body.token).expect(200);
    await asBearer(t, s.token).del(`${LINKS_URL}/${mine.body.id}`).expect(200);
  });

  it('should export links and their openings, and erase them all with the account', async () => {
    const student = await readyStudent(t, {}, ['Career']);
    const link = await createLink(t, student).expect(201);
    await open(link.body.token).expect(200);
    const csv = await asBearer(t, student.token)
      .get(`/api/users/download-data/${student.user.id}`)
      .expect(200);
    const rows = csvRows(csv.text);
    expect(rows.filter((r) => r[0] === 'share_links').map((r) => r[2])).toContain('expiresAt');
    expect(rows.some((r) => r[0] === 'share_link_views' && r[2] === 'viewedAt')).toBe(true);
    expect(csv.text).not.toContain(link.body.token);
    expect(csv.text).not.toContain(shareTokenHash(link.body.token));

    await asBearer(t, student.token)
      .del(`/api/users/delete/${student.user.id}`, { password: PASSWORD })
      .expect(200);
    await open(link.body.token).expect(404, { error: SHARE_LINK_UNAVAILABLE });
    expect(await t.dataSource.getRepository(ShareLink).countBy({ userId: student.user.id })).toBe(
      0,
    );
    expect(await t.dataSource.getRepository(ShareLinkView).countBy({ linkId: link.body.id })).toBe(
      0,
    );
  });

  it('should stop a link at its expiry', async () => {
    const res = await createLink(t, s, { expiresInDays: 1 }).expect(201);
    t.clock.advance(DAY_MS - 1000);
    await open(res.body.token).expect(200);
    t.clock.advance(1000);
    await open(res.body.token).expect(404, { error: SHARE_LINK_UNAVAILABLE });
    // A day on, the suite's session has ended too: the student signs in again.
    const again = { ...s, token: await tokenFor(t, s.user) };
    const listed = (await list(again).expect(200)).body.links.find(
      (l: { id: string }) => l.id === res.body.id,
    );
    expect(listed.status).toBe('expired');
  });

  it('should limit openings per IP address, answering 429 once the budget is spent', async () => {
    // A fresh instance: its throttle counts only this test's requests.
    const fresh = await createTestApp();
    try {
      const codes: number[] = [];
      for (let i = 0; i <= SHARE_OPENS_PER_MINUTE; i++) {
        codes.push((await fresh.http().get(`/api/shared/${'B'.repeat(43)}`)).status);
      }
      expect(codes.slice(0, SHARE_OPENS_PER_MINUTE).every((c) => c === 404)).toBe(true);
      expect(codes[SHARE_OPENS_PER_MINUTE]).toBe(429);
    } finally {
      await fresh.close();
    }
  });
});
