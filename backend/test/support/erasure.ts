import { DataSource } from 'typeorm';
import { emailKey } from '../../src/auth/limits/auth-limits.service';
import { asBearer } from './as-bearer';
import { completeAssessments } from './enrich';
import { linkToken, staffToken } from './factories';
import { TestApp } from './test-app';

/** A value found where it should not be: table, column and a short view of the row. */
export type Finding = string;

/** Every table of the schema, as the database itself lists them. */
export async function tablesOf(ds: DataSource): Promise<string[]> {
  const rows: { name: string }[] =
    ds.options.type === 'better-sqlite3'
      ? await ds.query(
          "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'",
        )
      : await ds.query(
          'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()',
        );
  return rows.map((r) => r.name).sort();
}

/**
 * Walks every row of every table and reports each cell holding one of `needles` (compared
 * lower-case, as text). `allowed(table, needle)` lets a needle stay in a table.
 */
export async function findEverywhere(
  ds: DataSource,
  needles: string[],
  allowed: (table: string, needle: string) => boolean = () => false,
): Promise<Finding[]> {
  const wanted = needles.map((n) => n.toLowerCase());
  const findings: Finding[] = [];
  for (const table of await tablesOf(ds)) {
    const q = ds.options.type === 'better-sqlite3' ? `"${table}"` : `\`${table}\``;
    const rows: Record<string, unknown>[] = await ds.query(`SELECT * FROM ${q}`);
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        if (value === null || value === undefined) continue;
        const text = (value instanceof Date ? value.toISOString() : String(value)).toLowerCase();
        for (const needle of wanted) {
          if (text.includes(needle) && !allowed(table, needle)) {
            findings.push(`${table}.${column} holds ${needle}: ${text.slice(0, 120)}`);
          }
        }
      }
    }
  }
  return findings;
}

export type LivedIn = {
  id: string;
  token: string;
  password: string;
  /** Every e-mail, username and key the account ever had. */
  needles: string[];
  invited: { unused: string; joined: string };
};

/**
 * A student who used most of the product: registered and verified over HTTP, failed a login,
 * changed username and e-mail, asked for a reset, invited two friends (one joined), answered an
 * assessment, was renamed by an admin and added to the whitelist by one.
 */
export async function livedInStudent(t: TestApp, tag: string, password = 'Correct!Horse7') {
  const old = `${tag}.old@demo-school.test`;
  const fresh = `${tag}.new@demo-school.test`;
  const friend = { unused: `${tag}.friend1@gmail.test`, joined: `${tag}.friend2@gmail.test` };
  const http = () => t.http();
  await http()
    .post('/api/users/register')
    .send({ email: old, username: `${tag}_first`, password, age: 15 })
    .expect(201);
  await http()
    .get(`/api/users/verify-email?token=${await linkToken(t, old)}`)
    .expect(200);
  await http().post('/api/users/login').send({ email: old, password: 'Wrong!Pass99' }).expect(401);
  t.clock.advance(5_000);
  const login = await http().post('/api/users/login').send({ email: old, password }).expect(200);
  const token = login.body.token as string;
  const id = login.body.user_id as string;
  const s = asBearer(t, token);
  await s.put('/api/users/update-username', { userId: id, username: `${tag}_second` }).expect(200);
  await s.post('/api/users/change-email', { userId: id, newEmail: fresh, password }).expect(201);
  await http()
    .get(`/api/users/verify-email?token=${await linkToken(t, fresh)}`)
    .expect(200);
  await http().post('/api/users/forgot-password').send({ email: fresh }).expect(200);
  for (const address of [friend.unused, friend.joined]) {
    await s.post('/api/whitelist/user-email', { email: address }).expect(201);
  }
  await http()
    .post('/api/users/register')
    .send({ email: friend.joined, username: `${tag}_friend`, password, age: 15 })
    .expect(201);
  await completeAssessments(t, token, id, ['Learning']);
  await s.post('/api/analytics/events', { type: 'page_view', name: 'Dashboard' }).expect(201);
  await s.get(`/api/users/download-data/${id}`).expect(200);
  const admin = asBearer(t, await staffToken(t, 'admin'));
  await admin.put(`/api/admin/users/${id}`, { username: `${tag}_third` }).expect(200);
  await admin.post('/api/admin/whitelist', { type: 'email', value: fresh }).expect(201);
  const needles = [
    id,
    old,
    fresh,
    emailKey(old),
    emailKey(fresh),
    `${tag}_first`,
    `${tag}_second`,
    `${tag}_third`,
  ];
  return { id, token, password, needles, invited: friend } satisfies LivedIn;
}

/** An anonymised audit row may keep the opaque id (the action trail), nothing else. */
export const onlyIdInAudit = (id: string) => (table: string, needle: string) =>
  table === 'audit_logs' && needle === id.toLowerCase();
