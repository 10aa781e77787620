import { Assignment } from '../../src/assignments/entities/assignment.entity';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { MailOutbox } from '../../src/mail/entities/mail-outbox.entity';
import { Facet } from '../../src/questions/entities/facet.entity';
import { Question } from '../../src/questions/entities/question.entity';
import { School } from '../../src/schools/entities/school.entity';
import { SchoolSsoConfig } from '../../src/sso/entities/school-sso-config.entity';
import { User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { createUser, PASSWORD, tokenFor } from '../support/factories';
import { TestApp } from '../support/test-app';

export type ActorName = 'anon' | 'self' | 'other' | 'coordinator' | 'admin' | 'adviser';
export const ACTORS: ActorName[] = ['anon', 'self', 'other', 'coordinator', 'admin', 'adviser'];

type Tokens = { portal: string; backoffice: string | null };

/**
 * The people of the route × role test: students A (self) and B (other, acting on A's ids) of the
 * demo school, a coordinator of another school, an admin and a careers adviser of the demo school;
 * and records of A's school.
 */
export type World = {
  a: User;
  b: User;
  demoSchoolId: number;
  staff: { coordinator: User; admin: User; adviser: User };
  tokens: Record<Exclude<ActorName, 'anon'>, Tokens>;
  ids: { whitelist: number; question: number; facet: number; audit: number; outbox: number };
  /** A new record to change or delete, so destructive calls never touch the shared ones. */
  make: {
    question: () => Promise<number>;
    facet: () => Promise<number>;
    school: () => Promise<number>;
    whitelist: () => Promise<number>;
    /** An assignment of A's school. */
    assignment: () => Promise<number>;
    /** A school's sign-in settings, on a school of its own. */
    ssoConfig: () => Promise<number>;
  };
};

let made = 0;

async function backofficeToken(t: TestApp, user: User): Promise<string> {
  const res = await t
    .http()
    .post('/api/admin/login')
    .send({ email: user.email, password: PASSWORD });
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** The same world with new students A and B, for calls that change them for good. */
export async function withNewStudents(t: TestApp, world: World): Promise<World> {
  const a = await createUser(t, { schoolId: world.demoSchoolId });
  const b = await createUser(t, { schoolId: world.demoSchoolId });
  return {
    ...world,
    a,
    b,
    tokens: {
      ...world.tokens,
      self: { portal: await tokenFor(t, a), backoffice: null },
      other: { portal: await tokenFor(t, b), backoffice: null },
    },
  };
}

/**
 * The same world with new people in every role (students A and B, a coordinator of the same other
 * school, an admin), for calls that end sessions: "log out everywhere" ends every session of its
 * caller, so the shared world's tokens must not belong to them.
 */
export async function withNewSessions(t: TestApp, world: World): Promise<World> {
  const students = await withNewStudents(t, world);
  const { coordinator, admin, adviser } = world.staff;
  const staff = {
    coordinator: await createUser(t, { role: 'coordinator', schoolId: coordinator.schoolId }),
    admin: await createUser(t, { role: admin.role }),
    adviser: await createUser(t, { role: 'careers_adviser', schoolId: adviser.schoolId }),
  };
  return {
    ...students,
    staff,
    tokens: {
      ...students.tokens,
      coordinator: await bothTokens(t, staff.coordinator),
      admin: await bothTokens(t, staff.admin),
      adviser: await bothTokens(t, staff.adviser),
    },
  };
}

const bothTokens = async (t: TestApp, user: User): Promise<Tokens> => ({
  portal: await tokenFor(t, user),
  backoffice: await backofficeToken(t, user),
});

export async function createWorld(t: TestApp): Promise<World> {
  const ds = t.dataSource;
  const now = t.clock.now();
  const demo = await ds.getRepository(School).findOneByOrFail({ name: 'Demo School' });
  await ds.getRepository(School).insert({ name: `Elsewhere ${++made}`, createdAt: now });
  const elsewhere = await ds.getRepository(School).findOneByOrFail({ name: `Elsewhere ${made}` });
  const a = await createUser(t, { schoolId: demo.id });
  const b = await createUser(t, { schoolId: demo.id });
  const coordinator = await createUser(t, { role: 'coordinator', schoolId: elsewhere.id });
  const admin = await createUser(t, { role: 'admin' });
  // A careers adviser of A's own school: the closest a staff member comes to A's data.
  const adviser = await createUser(t, { role: 'careers_adviser', schoolId: demo.id });
  const both = (user: User) => bothTokens(t, user);

  const insertId = async (entity: Parameters<typeof ds.getRepository>[0], values: object) =>
    (await ds.getRepository(entity).insert(values)).identifiers[0].id as number;
  const anyQuestion = await ds
    .getRepository(Question)
    .findOneOrFail({ where: {}, order: { id: 'ASC' } });
  const anyFacet = await ds.getRepository(Facet).findOneOrFail({ where: {}, order: { id: 'ASC' } });
  const make = {
    question: () => {
      const { id: _id, facet: _f, ...copy } = anyQuestion;
      // Ten apart: a copy takes the highest number + 1, which the next question must not take.
      return insertId(Question, { ...copy, questionNumber: 90_000 + 10 * ++made });
    },
    facet: () => {
      const { id: _id, ...copy } = anyFacet;
      return insertId(Facet, { ...copy, name: `Facet ${++made}` });
    },
    school: () => insertId(School, { name: `School ${++made}`, createdAt: now }),
    whitelist: () =>
      insertId(WhitelistEntry, {
        type: 'email',
        value: `listed${++made}@demo-school.test`,
        schoolId: demo.id,
        addedBy: null,
        createdAt: now,
      }),
    assignment: () =>
      insertId(Assignment, {
        schoolId: demo.id,
        assessmentTypes: ['Career'],
        yearGroup: 'Year 12',
        className: null,
        dueAt: new Date(now.getTime() + 30 * 24 * 3_600_000),
        message: null,
        createdBy: admin.id,
        createdAt: now,
        remindedAt: null,
      }),
    ssoConfig: async () =>
      insertId(SchoolSsoConfig, {
        schoolId: await make.school(),
        provider: 'google',
        clientId: 'route-client',
        clientSecretSealed: 'v1.not.a.secret',
        tenantId: null,
        workspaceDomain: 'route-school.test',
        allowedDomains: ['route-school.test'],
        enabled: false,
        createdAt: now,
        updatedAt: now,
      }),
  };
  return {
    a,
    b,
    demoSchoolId: demo.id,
    staff: { coordinator, admin, adviser },
    tokens: {
      self: { portal: await tokenFor(t, a), backoffice: null },
      other: { portal: await tokenFor(t, b), backoffice: null },
      coordinator: await both(coordinator),
      admin: await both(admin),
      adviser: await both(adviser),
    },
    ids: {
      whitelist: await make.whitelist(),
      question: anyQuestion.id,
      facet: anyFacet.id,
      audit: await insertId(AuditLog, {
        actorId: a.id,
        actorEmail: a.email,
        action: 'login_failed',
        resource: 'auth',
        resourceId: a.id,
        schoolId: demo.id,
        ip: '127.0.0.1',
        at: now,
      }),
      outbox: await insertId(MailOutbox, {
        toAddress: a.email,
        subject: 'Hello',
        textBody: 'Hello',
        htmlBody: '<p>Hello</p>',
        createdAt: now,
      }),
    },
    make,
  };
}
