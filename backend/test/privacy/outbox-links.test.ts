import { FORGOT_SUCCESS } from '@aspire/domain';
import { ConfigError, loadConfig } from '../../src/config/env';
import { LINK_REMOVED, Mail, MailService } from '../../src/mail/mail.service';
import { createUser, mailsTo, staffToken, whitelist } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';

const NEW_PASSWORD = 'Brand!New7pw';

/** The links the application wrote into its mails, i.e. what reached the mailbox. */
function deliveredLinks(t: TestApp): () => string[] {
  const spy = jest.spyOn(t.app.get(MailService), 'enqueue');
  return () => spy.mock.calls.map(([, mail]: [unknown, Mail]) => mail.secret!);
}

describe('e-mailed links are never readable in the outbox', () => {
  let t: TestApp;
  let admin: string;
  let links: () => string[];
  beforeAll(async () => {
    t = await createTestApp({ env: { MAIL_OUTBOX_KEEP_LINKS: 'false' } });
    admin = await staffToken(t, 'admin');
    links = deliveredLinks(t);
  });
  afterAll(() => t.close());

  const outbox = async (address: string) => {
    const res = await t
      .http()
      .get('/api/admin/outbox')
      .query({ filter: JSON.stringify({ q: address }) })
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    return res.body as { id: number; text_body: string; html_body: string | null }[];
  };

  it('should store a reset mail without its link, so the outbox cannot take over the account', async () => {
    const user = await createUser(t);
    await t
      .http()
      .post('/api/users/forgot-password')
      .send({ email: user.email })
      .expect(200, { message: FORGOT_SUCCESS });
    const sent = new URL(links().at(-1)!);
    const liveToken = sent.searchParams.get('token')!;
    expect(liveToken).toMatch(/^[\w-]{43}$/);

    const [listed] = await outbox(user.email);
    const shown = await t
      .http()
      .get(`/api/admin/outbox/${listed.id}`)
      .set('Authorization', `Bearer ${admin}`)
      .expect(200);
    const [stored] = await mailsTo(t, user.email);
    for (const body of [
      listed.text_body,
      listed.html_body,
      shown.body.text_body,
      shown.body.html_body,
      stored.textBody,
      stored.htmlBody,
    ]) {
      expect(body).not.toContain(liveToken);
      expect(body).not.toMatch(/token=(?!\[removed\])/);
    }
    expect(listed.text_body).toContain(`Choose a new password: ${LINK_REMOVED}`);

    // Whatever the outbox offers as a token is refused; the e-mailed one works.
    const fromOutbox = /token=([^\s&"<]+)/.exec(listed.text_body)?.[1] ?? '';
    const reset = (token: string) =>
      t
        .http()
        .post('/api/users/reset-password')
        .send({ email: user.email, token, newPassword: NEW_PASSWORD });
    await reset(fromOutbox).expect(400);
    await reset(stored.textBody).expect(400);
    await reset(liveToken).expect(200);
  });

  it('should store a verification mail without its link', async () => {
    await whitelist(t, 'email', 'fresh.pupil@demo-school.test');
    await t
      .http()
      .post('/api/users/register')
      .send({
        email: 'fresh.pupil@demo-school.test',
        username: 'fresh_pupil',
        password: 'Correct!Horse7',
        age: 15,
      })
      .expect(201);
    const live = new URL(links().at(-1)!).searchParams.get('token')!;
    const [mail] = await outbox('fresh.pupil@demo-school.test');
    expect(mail.text_body).toContain(`Verify my email: ${LINK_REMOVED}`);
    expect(mail.text_body).not.toContain(live);
    expect(mail.html_body).not.toContain(live);
    await t.http().get(`/api/users/verify-email?token=${live}`).expect(200);
  });

  it('should never show the outbox to a coordinator', async () => {
    const coordinator = await staffToken(t, 'coordinator');
    for (const path of [
      '/api/admin/outbox',
      '/api/admin/outbox/1',
      '/api/admin/outbox/export.csv',
    ]) {
      await t.http().get(path).set('Authorization', `Bearer ${coordinator}`).expect(403);
    }
  });

  it('should refuse to keep links in the outbox in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX_KEEP_LINKS: 'true' })).toThrow(
      new ConfigError(
        'Invalid configuration: MAIL_OUTBOX_KEEP_LINKS cannot be "true" when NODE_ENV=production',
      ),
    );
    expect(loadConfig({ NODE_ENV: 'production' }).mail.keepLinks).toBe(false);
    expect(loadConfig({}).mail.keepLinks).toBe(false);
  });
});
