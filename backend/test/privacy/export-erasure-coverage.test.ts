import { DataSource } from 'typeorm';
import { AdviserView } from '../../src/advisers/entities/adviser-view.entity';
import { AssignmentReminder } from '../../src/assignments/entities/assignment-reminder.entity';
import { Assignment } from '../../src/assignments/entities/assignment.entity';
import { School } from '../../src/schools/entities/school.entity';
import { SsoIdentity } from '../../src/sso/entities/sso-identity.entity';
import { User } from '../../src/users/entities/user.entity';
import { emailKey } from '../../src/auth/limits/auth-limits.service';
import { asBearer } from '../support/as-bearer';
import { completeAssessments, Student } from '../support/enrich';
import { findEverywhere, livedInStudent, onlyIdInAudit, tablesOf } from '../support/erasure';
import { createUser, csvRows, PASSWORD, tokenFor } from '../support/factories';
import { answer, generate, sharedSubject, submit, team, teamStudent } from '../support/team';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * A column that names a person: their id (`user_id`, `…_user_id`, `actor_id`, `added_by`, …) or
 * an address (`email`, `…_email`, `to_address`). A table with one is personal.
 */
const PERSONAL_COLUMN =
  /^(id_user|user_id|.+_user_id|email|.+_email|to_address|.+_by|actor_id|creator_id|inviter_id|invitee_id|author_id|owner_id|student_id)$/;
const ADDRESS_COLUMN = /(email|address)$/;

type Subject = { id: string; addresses: string[] };
/** Extra rows of the subject a table keeps under a column the name rule cannot see. */
type Also = (s: Subject) => { sql: string; params: string[] };

/** How each personal table is covered: its sections of "Download Your Data" and its erasure. */
type Covered = { export: string[]; erasure: 'deleted' | 'anonymised'; also?: Also };
/** A personal table deliberately outside export or erasure, and why. */
type Exempt = { reason: string };

const inList = (column: string, values: string[]) => ({
  sql: `${column} IN (${values.map(() => '?').join(', ')})`,
  params: values,
});

export const COVERAGE: Record<string, Covered | Exempt> = {
  users: { export: ['profile'], erasure: 'deleted', also: (s) => inList('id', [s.id]) },
  email_tokens: { export: ['email_tokens'], erasure: 'deleted' },
  auth_sessions: { export: ['sessions'], erasure: 'deleted' },
  // Keyed on the user id or the SHA-256 of an address, never the address itself.
  auth_limits: {
    export: ['sign_in_limits'],
    erasure: 'deleted',
    also: (s) => inList('subject', [s.id, ...s.addresses.map(emailKey)]),
  },
  whitelist_entries: {
    export: ['invitations_sent', 'whitelist_entries_for_you'],
    erasure: 'deleted',
    also: (s) => inList('LOWER(value)', s.addresses),
  },
  assessment_answers: { export: ['answers'], erasure: 'deleted' },
  assessment_progress: { export: ['completions'], erasure: 'deleted' },
  insights: { export: ['insights'], erasure: 'deleted' },
  material_sets: { export: ['materials'], erasure: 'deleted' },
  team_tasks: { export: ['team_tasks_created'], erasure: 'deleted' },
  team_invitations: { export: ['team_invitations'], erasure: 'deleted' },
  team_answers: { export: ['team_answers'], erasure: 'deleted' },
  notifications: { export: ['notifications'], erasure: 'deleted' },
  feed_posts: { export: ['feed_posts'], erasure: 'deleted' },
  feed_reactions: { export: ['feed_reactions'], erasure: 'deleted' },
  consultant_profiles: { export: ['consultant_profile'], erasure: 'deleted' },
  // The user link is cleared (ON DELETE SET NULL): what remains counts page views, no one's.
  analytics_events: { export: ['analytics_events'], erasure: 'deleted' },
  mail_outbox: { export: ['emails_sent_to_you'], erasure: 'deleted' },
  // The reminders a student was sent; deleted with the account (ON DELETE CASCADE).
  assignment_reminders: { export: ['assignment_reminders'], erasure: 'deleted' },
  // The link to the school's Google or Microsoft account; deleted with it (ON DELETE CASCADE).
  sso_identities: { export: ['school_sign_in'], erasure: 'deleted' },
  // A parent link (its openings, in share_link_views, go with it: ON DELETE CASCADE).
  share_links: { export: ['share_links', 'share_link_views'], erasure: 'deleted' },
  sso_attempts: {
    reason:
      'a school sign-in in flight: a row of minutes holding the flow’s one-time secrets (nonce, ' +
      'PKCE verifier); expired rows are deleted, the account’s with it (ON DELETE CASCADE)',
  },
  team_feedback_reviews: {
    reason:
      'reviewed_by names the coordinator who checked a team’s AI feedback: the school’s record, ' +
      'not a student’s data; cleared on erasure (ON DELETE SET NULL)',
  },
  assignments: {
    reason:
      'created_by names the staff member who set a school assignment: the school’s record, ' +
      'not a student’s data; cleared on erasure (ON DELETE SET NULL)',
  },
  recovery_codes: {
    reason:
      'a keyed hash of a single-use code, a secret like a password hash, so never exported; ' +
      'deleted with the student (ON DELETE CASCADE)',
  },
  // What the student shares with their school's careers advisers, and each adviser's view of it
  // (ON DELETE CASCADE; an erased adviser's views keep the student's row, its adviser cleared).
  adviser_shares: { export: ['adviser_share'], erasure: 'deleted' },
  adviser_views: { export: ['adviser_views'], erasure: 'deleted' },
  // The action trail stays (security), keyed by the opaque id only: e-mails, names, IP go.
  audit_logs: { export: ['audit_trail'], erasure: 'anonymised' },
};

async function columnsOf(ds: DataSource, table: string): Promise<string[]> {
  const rows: { name: string }[] =
    ds.options.type === 'better-sqlite3'
      ? await ds.query(`SELECT name FROM pragma_table_info('${table}')`)
      : await ds.query(
          'SELECT column_name AS name FROM information_schema.columns ' +
            'WHERE table_schema = DATABASE() AND table_name = ?',
          [table],
        );
  return rows.map((r) => r.name);
}

/** Every table of the database with the columns that name a person. */
async function personalTables(ds: DataSource): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  for (const table of await tablesOf(ds)) {
    const personal = (await columnsOf(ds, table)).filter((c) => PERSONAL_COLUMN.test(c));
    if (personal.length) found.set(table, personal);
  }
  return found;
}

/** The subject's rows in `table`, found by its personal columns and the table's `also` rule. */
async function rowsOf(
  ds: DataSource,
  table: string,
  columns: string[],
  s: Subject,
): Promise<number> {
  const clauses = columns.map((c) =>
    ADDRESS_COLUMN.test(c) ? inList(`LOWER(${c})`, s.addresses) : inList(c, [s.id]),
  );
  const entry = COVERAGE[table];
  if (entry && 'export' in entry && entry.also) clauses.push(entry.also(s));
  const [row] = await ds.query(
    `SELECT COUNT(*) AS n FROM ${table} WHERE ${clauses.map((c) => `(${c.sql})`).join(' OR ')}`,
    clauses.flatMap((c) => c.params),
  );
  return Number(row.n);
}

describe('export and erasure cover every personal table of the schema (GDPR Art. 15, 17, 20)', () => {
  let t: TestApp;
  beforeAll(async () => (t = await createTestApp()));
  afterAll(() => t.close());

  it('should know every table that holds a user id or e-mail, with a reason for any exemption', async () => {
    const personal = await personalTables(t.dataSource);
    expect([...personal.keys()]).toEqual(expect.arrayContaining(['users', 'audit_logs']));
    const unlisted = [...personal.keys()].filter((table) => !(table in COVERAGE));
    expect(unlisted).toEqual([]);
    const tables = await tablesOf(t.dataSource);
    for (const [table, entry] of Object.entries(COVERAGE)) {
      expect({ table, exists: tables.includes(table) }).toEqual({ table, exists: true });
      if ('reason' in entry) expect(entry.reason.length).toBeGreaterThan(20);
    }
  });

  it("should export a person's rows from every personal table and leave none after erasure", async () => {
    // A student who used most of the product, then Team Challenge, insights, materials, feed.
    const s = await livedInStudent(t, 'cora');
    const email = 'cora.new@demo-school.test';
    t.clock.advance(60_000);
    const token = await t
      .http()
      .post('/api/users/login')
      .send({ email, password: s.password })
      .expect(200)
      .then((r) => r.body.token as string);
    const me = asBearer(t, token);
    await completeAssessments(t, token, s.id, ['Career', 'Subject']);
    const users = t.dataSource.getRepository(User);
    const student: Student = { user: await users.findOneByOrFail({ id: s.id }), token };
    const [b, c] = [await teamStudent(t), await teamStudent(t)];
    const subject = await sharedSubject(t, student);
    const { taskId } = await team(t, student, [b, c], subject);
    await generate(t, student, taskId).expect(201);
    for (const [who, text] of [
      [student, 'A garden'],
      [b, 'A fair'],
      [c, 'A podcast'],
    ] as const) {
      await answer(t, who, taskId, text).expect(201);
    }
    await submit(t, student, taskId).expect(201);
    const generated = await me.post('/api/insights/generate', { userId: s.id });
    expect([generated.status, generated.body]).toEqual([201, expect.anything()]);
    const materials = await me.post('/api/materials/generate', {
      userId: s.id,
      payload: { subject },
    });
    expect([materials.status, materials.body]).toEqual([201, expect.anything()]);

    // A consultant who posts on the feed and keeps a profile; the student reacts.
    const demo = (await t.dataSource.getRepository(School).findOneByOrFail({ name: 'Demo School' }))
      .id;
    const consultantUser = await createUser(t, { role: 'subject_consultant', schoolId: demo });
    const consultant = asBearer(t, await tokenFor(t, consultantUser));
    await consultant
      .put('/api/consultants/me', {
        headline: 'Physics',
        bio: 'I teach physics',
        subjects: ['Physics'],
        contact: 'Room 4',
      })
      .expect(200);
    const post = await consultant.post('/api/feed', { body: 'Physics club on Friday' }).expect(201);
    await users.update(s.id, { schoolId: demo });
    // The student shares with the school's careers advisers, and one of them opened it.
    await me.put(`/api/adviser-share/${s.id}`, { reports: ['futureready'] }).expect(200);
    await t.dataSource.getRepository(AdviserView).insert({
      userId: s.id,
      adviserId: null,
      reports: ['futureready'],
      viewedAt: t.clock.now(),
    });
    // A school assignment whose reminder the student was sent.
    const assignment = await t.dataSource.getRepository(Assignment).insert({
      schoolId: demo,
      assessmentTypes: ['Career'],
      yearGroup: null,
      className: null,
      dueAt: t.clock.now(),
      message: null,
      createdBy: null,
      createdAt: t.clock.now(),
      remindedAt: null,
    });
    await t.dataSource.getRepository(AssignmentReminder).insert({
      assignmentId: Number(assignment.identifiers[0].id),
      userId: s.id,
      kind: 'due_in_7d',
      sentAt: t.clock.now(),
    });
    await me.put(`/api/feed/${post.body.id}/reaction`, { reaction: 'like' }).expect(200);
    // A parent's link, opened once.
    const link = await me
      .post('/api/sharing/links', { userId: s.id, reports: ['futureready'] })
      .expect(201);
    await t.http().get(`/api/shared/${link.body.token}`).expect(200);
    // The student once signed in with the school's Google account.
    await t.dataSource.getRepository(SsoIdentity).insert({
      userId: s.id,
      provider: 'google',
      issuer: 'https://accounts.google.com',
      subject: 'google-subject-cora',
      email,
      createdAt: t.clock.now(),
    });

    const people = [
      {
        subject: { id: s.id, addresses: ['cora.old@demo-school.test', email] },
        bearer: me,
        needles: s.needles,
      },
      {
        subject: { id: consultantUser.id, addresses: [consultantUser.email.toLowerCase()] },
        bearer: consultant,
        needles: [consultantUser.id, consultantUser.email, consultantUser.username],
      },
    ];
    // livedInStudent downloaded once already: the 30-day cooldown is not under test here.
    await users.update(s.id, { lastDataDownloadAt: null });
    const personal = await personalTables(t.dataSource);
    // Tables whose personal column the name rule cannot see (auth_limits) join through `also`.
    for (const table of Object.keys(COVERAGE)) if (!personal.has(table)) personal.set(table, []);
    const reached = new Set<string>();
    for (const person of people) {
      const res = await person.bearer
        .get(`/api/users/download-data/${person.subject.id}`)
        .expect(200);
      const sections = new Set(csvRows(res.text).map((r) => r[0]));
      expect(res.text).not.toMatch(/passwordHash|tokenHash|password_hash|token_hash/);
      for (const [table, columns] of personal) {
        const entry = COVERAGE[table];
        if (!entry || !('export' in entry)) continue;
        if (!(await rowsOf(t.dataSource, table, columns, person.subject))) continue;
        reached.add(table);
        const exported = entry.export.filter((section) => sections.has(section));
        expect({ table, exported: exported.length > 0 }).toEqual({ table, exported: true });
      }
    }
    // The fixture must reach every covered table, or the proof above proves nothing for it.
    const covered = Object.entries(COVERAGE)
      .filter(([, e]) => 'export' in e)
      .map(([k]) => k);
    expect(covered.filter((table) => !reached.has(table))).toEqual([]);

    for (const person of people) {
      await person.bearer
        .del(`/api/users/delete/${person.subject.id}`, { password: PASSWORD })
        .expect(200);
      for (const [table, columns] of personal) {
        const entry = COVERAGE[table] as Covered;
        const left = await rowsOf(t.dataSource, table, columns, person.subject);
        if (entry.erasure === 'deleted') expect({ table, left }).toEqual({ table, left: 0 });
      }
      expect(
        await findEverywhere(t.dataSource, person.needles, onlyIdInAudit(person.subject.id)),
      ).toEqual([]);
    }
  });
});
