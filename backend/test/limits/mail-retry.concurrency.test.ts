import { MailOutbox } from '../../src/mail/entities/mail-outbox.entity';
import { RETRY_DELAYS_MS } from '../../src/mail/mail-delivery.service';
import { MailService } from '../../src/mail/mail.service';
import { createUser } from '../support/factories';
import { FakeSmtp } from '../support/fake-smtp';
import { createTestApp, TestApp } from '../support/test-app';

/** Two instances (or fifty) running the retry worker at once still send each mail once. */
describe('mail retry under 50 parallel workers', () => {
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

  it('should deliver every due mail exactly once', async () => {
    smtp.refuse = true;
    const users = await Promise.all(Array.from({ length: 5 }, () => createUser(t)));
    for (const user of users) {
      await t.http().post('/api/users/forgot-password').send({ email: user.email }).expect(200);
    }
    const rows = t.dataSource.getRepository(MailOutbox);
    expect(await rows.countBy({ status: 'failed' })).toBe(5);

    smtp.refuse = false;
    t.clock.advance(RETRY_DELAYS_MS[0]!);
    const mail = t.app.get(MailService);
    await Promise.all(Array.from({ length: 50 }, () => mail.retryDue()));

    for (const user of users) expect(smtp.to(user.email)).toHaveLength(1);
    expect(await rows.countBy({ status: 'sent', attempts: 2 })).toBe(5);
  });
});
