import { MailOutbox } from '../../src/mail/entities/mail-outbox.entity';
import { Student } from '../support/enrich';
import { mailsTo, tokenFor } from '../support/factories';
import { invite, sharedSubject, teamStudent } from '../support/team';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 86_400_000;

// docs/product/dashboard.md, Team Challenge: an invitee with an account gets one short e-mail per
// invitation at their school address, at most 3 a day; nothing for an address without an account.
describe('Team Challenge invitation e-mail', () => {
  let t: TestApp;
  let subject: string;
  const student = () => teamStudent(t);
  beforeAll(async () => {
    t = await createTestApp();
    subject = await sharedSubject(t, await student());
  }, 120_000); // a fresh schema, a seeded bank and sign-ins: slow on a busy machine
  afterAll(() => t.close());

  const invitationMails = async (s: Student) =>
    (await mailsTo(t, s.user.email)).filter((m) =>
      m.subject.endsWith('invited you to a Team Challenge'),
    );
  const openUntil = () =>
    new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(t.clock.now().getTime() + 5 * DAY));

  it('should e-mail the invitee who, which subject, until when and where, and nothing else', async () => {
    const [a, b] = [await student(), await student()];
    await invite(t, a, [b.user.email], subject).expect(201);
    const [mail] = await invitationMails(b);
    expect(mail).toMatchObject<Partial<MailOutbox>>({
      toAddress: b.user.email,
      subject: `${a.user.username} invited you to a Team Challenge`,
      textBody:
        `Hi ${b.user.username}, ${a.user.username} invited you to a ${subject} Team Challenge on Aspire.\n\n` +
        `The invitation is open until ${openUntil()}. Accept or decline it on your dashboard: ` +
        'http://portal.test/dashboard\n\n' +
        'If you do not want to join, you can ignore this email: the invitation ends by itself.\n',
    });
    // No answer, score or link that acts on the account.
    expect(mail.textBody).not.toMatch(/score|answer|token=/i);
    expect(await invitationMails(a)).toEqual([]);
  });

  it('should send nothing to an address without an account', async () => {
    const a = await student();
    const nobody = `nobody-${Date.now()}@demo-school.test`;
    await invite(t, a, [nobody], subject).expect(201);
    expect(await mailsTo(t, nobody)).toEqual([]);
  });

  it('should send at most 3 a day to one student, and again the next day', async () => {
    const b = await student();
    const inviters = await Promise.all(Array.from({ length: 5 }, () => student()));
    for (const a of inviters.slice(0, 4)) await invite(t, a, [b.user.email], subject).expect(201);
    expect(await invitationMails(b)).toHaveLength(3);
    t.clock.advance(DAY);
    const last = inviters[4];
    last.token = await tokenFor(t, last.user); // sessions last hours, not days
    await invite(t, last, [b.user.email], subject).expect(201);
    expect(await invitationMails(b)).toHaveLength(4);
  });
});
