import { parse } from 'csv-parse/sync';
import { PasswordService } from '../../src/auth/password.service';
import { MailOutbox } from '../../src/mail/entities/mail-outbox.entity';
import { newUser, User } from '../../src/users/entities/user.entity';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { asBearer } from './as-bearer';
import { TestApp } from './test-app';

export const PASSWORD = 'Correct!Horse7';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A verified user straight in the database; override any column. */
export async function createUser(
  t: TestApp,
  overrides: Partial<User> = {},
  password = PASSWORD,
): Promise<User> {
  const id = unique();
  const now = t.clock.now();
  const fields = {
    email: `user${id}@demo-school.test`,
    username: `user_${id}`,
    passwordHash: await t.app.get(PasswordService).hash(password),
    age: 15,
    role: 'user' as const,
    schoolId: null,
    emailVerifiedAt: now,
  };
  const user = Object.assign(newUser(fields, now), overrides);
  user.usernameKey = user.username.toLowerCase();
  await t.dataSource.getRepository(User).insert(user);
  return user;
}

export async function whitelist(t: TestApp, type: 'domain' | 'email', value: string) {
  await t.dataSource
    .getRepository(WhitelistEntry)
    .insert({ type, value, schoolId: null, addedBy: null, createdAt: t.clock.now() });
}

/** Logs in over HTTP and answers the bearer token. */
export async function tokenFor(t: TestApp, user: User, password = PASSWORD): Promise<string> {
  const res = await t.http().post('/api/users/login').send({ email: user.email, password });
  if (res.status !== 200)
    throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** A new verified student, signed in: the user, its token and requests made with it. */
export async function signedInStudent(t: TestApp) {
  const user = await createUser(t);
  const token = await tokenFor(t, user);
  return { user, token, as: asBearer(t, token) };
}

export async function mailsTo(t: TestApp, address: string): Promise<MailOutbox[]> {
  return t.dataSource
    .getRepository(MailOutbox)
    .find({ where: { toAddress: address }, order: { id: 'ASC' } });
}

/** The `token` query parameter of the link in the newest mail to this address. */
export async function linkToken(t: TestApp, address: string): Promise<string> {
  const mails = await mailsTo(t, address);
  const mail = mails[mails.length - 1];
  if (!mail) throw new Error(`no mail to ${address}`);
  const url = mail.textBody.match(/https?:\/\/\S+/)?.[0];
  return new URL(url!).searchParams.get('token')!;
}

/** A back-office token for a seeded staff account (admin or coordinator). */
export async function staffToken(t: TestApp, who: 'admin' | 'coordinator'): Promise<string> {
  const email = who === 'admin' ? 'admin@aspire.test' : 'coordinator@demo-school.test';
  const password = who === 'admin' ? 'Admin!2345x' : 'Coord!2345x';
  const res = await t.http().post('/api/admin/login').send({ email, password });
  if (res.status !== 200) throw new Error(`admin login failed: ${JSON.stringify(res.body)}`);
  return res.body.token as string;
}

/** Parses a CSV body into rows of cells (our exports quote with RFC 4180 rules). */
export function csvRows(text: string): string[][] {
  return parse(text.replace(/^\uFEFF/, ''));
}
