import { MailOutbox } from '../../src/mail/entities/mail-outbox.entity';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../src/mail/mail-delivery.service';
import { MailService } from '../../src/mail/mail.service';
import { asBearer } from '../support/as-bearer';
import { createUser, staffToken } from '../support/factories';
import { FakeSmtp } from '../support/fake-smtp';
import { createTestApp, TestApp } from '../support/test-app';

describe('mail that cannot be delivered', () => {
  const smtp = new FakeSmtp();
  let t: TestApp;
  beforeAll(async () => {
    await smtp.start();
    t = await createTestApp({
      env: { MAIL_TRANSPORT: 'smtp', SMTP_HOST: '127.0.0.1', SMTP_PORT: String(smtp.port) },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.refuse = false;
  });

  const outbox = (to: string) =>
    t.dataSource.getRepository(MailOutbox).findOneByOrFail({ toAddress: to });
  const forgot = (email: string) =>
    t.http().post('/api/users/forgot-password').send({ email }).expect(200);
  const retry = () => t.app.get(MailService).retryDue();

  it('should send at once when the server accepts', async () => {
    const user = await createUser(t);
    await forgot(user.email);
    expect(smtp.to(user.email)).toHaveLength(1);
    expect(await outbox(user.email)).toMatchObject({ status: 'sent', attempts: 1, error: null });
  });

  it('should keep a refused mail as failed with the reason, and retry it with backoff until it is sent', async () => {
    const user = await createUser(t);
    smtp.refuse = true;
    await forgot(user.email);
    const failed = await outbox(user.email);
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, sentAt: null });
    expect(failed.error).toContain('550');
    expect(failed.nextAttemptAt!.getTime()).toBe(t.clock.now().getTime() + RETRY_DELAYS_MS[0]!);

    // Not yet due: nothing happens.
    smtp.refuse = false;
    t.clock.advance(RETRY_DELAYS_MS[0]! - 1000);
    await retry();
    expect(smtp.to(user.email)).toHaveLength(0);

    // Due, still refused: the second wait is longer.
    smtp.refuse = true;
    t.clock.advance(1000);
    await retry();
    const second = await outbox(user.email);
    expect(second).toMatchObject({ status: 'failed', attempts: 2 });
    expect(second.nextAttemptAt!.getTime()).toBe(t.clock.now().getTime() + RETRY_DELAYS_MS[1]!);

    smtp.refuse = false;
    t.clock.advance(RETRY_DELAYS_MS[1]!);
    await retry();
    expect(smtp.to(user.email)).toHaveLength(1);
    expect(await outbox(user.email)).toMatchObject({
      status: 'sent',
      attempts: 3,
      error: null,
      nextAttemptAt: null,
    });
    await retry();
    expect(smtp.to(user.email)).toHaveLength(1);
  });

  it('should give up after the last attempt and leave the mail failed', async () => {
    const user = await createUser(t);
    smtp.refuse = true;
    await forgot(user.email);
    for (const delay of RETRY_DELAYS_MS) {
      t.clock.advance(delay);
      await retry();
    }
    const row = await outbox(user.email);
    expect(row).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    smtp.refuse = false;
    t.clock.advance(RETRY_DELAYS_MS[RETRY_DELAYS_MS.length - 1]! * 10);
    await retry();
    expect(smtp.to(user.email)).toHaveLength(0);
  });

  it("should show failed mail to admins in the back-office's outbox", async () => {
    const user = await createUser(t);
    smtp.refuse = true;
    await forgot(user.email);
    const admin = await staffToken(t, 'admin');
    const res = await asBearer(t, admin)
      .get('/api/admin/outbox')
      .query({ filter: JSON.stringify({ status: 'failed', q: user.email }) })
      .expect(200);
    expect(res.body).toEqual([
      expect.objectContaining({
        to_address: user.email,
        status: 'failed',
        attempts: 1,
        error: expect.stringContaining('550'),
        next_attempt_at: expect.any(String),
      }),
    ]);
    const coordinator = await staffToken(t, 'coordinator');
    await asBearer(t, coordinator).get('/api/admin/outbox').expect(403);
  });
});
