import { Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { createTransport, Transporter } from 'nodemailer';
import { EntityManager, Repository } from 'typeorm';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from './entities/mail-outbox.entity';
import { FIRST_ATTEMPT_GRACE_MS, MailDeliveryService } from './mail-delivery.service';

/** `secret`: a link that acts for the account (reset, verify); it is never kept readable. */
export type Mail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  secret?: string;
  /** The student the mail names besides its recipient: erased with them. */
  aboutUserId?: string;
};

export const LINK_REMOVED = '[link removed: it was sent by e-mail only]';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A body without its secret link, and without any `token=` value (a link it did not declare). */
export function redactBody(body: string, secret?: string): string {
  let text = body;
  if (secret) {
    text = text.split(secret).join(LINK_REMOVED);
    text = text.split(escapeHtml(secret)).join(escapeHtml(LINK_REMOVED));
  }
  return text.replace(/([?&](?:amp;)?token=)[^&\s"'<>]+/gi, '$1[removed]');
}

/**
 * Every message is written to mail_outbox inside the caller's transaction, so a rolled-back
 * registration sends nothing. With SMTP configured it is then delivered after commit.
 */
@Injectable()
export class MailService {
  private readonly transport?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    @InjectRepository(MailOutbox) private readonly outbox: Repository<MailOutbox>,
    private readonly delivery: MailDeliveryService,
  ) {
    const mail = config.mail;
    if (mail.transport === 'smtp') {
      this.transport = createTransport({
        host: mail.host,
        port: mail.port,
        secure: mail.secure,
        auth: mail.user ? { user: mail.user, pass: mail.pass } : undefined,
        // Bounded, so a stuck server fails the attempt well within its claim.
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
        socketTimeout: 30_000,
      });
    }
  }

  /**
   * Records the mail in the outbox; call deliver() with the row once the transaction commits.
   * A mail that never leaves (outbox transport) is stored without its link at once; one for SMTP
   * keeps it only until it is sent (the retry worker needs it), see send().
   */
  async enqueue(manager: EntityManager, mail: Mail): Promise<MailOutbox> {
    const redact = !this.transport && !this.config.mail.keepLinks;
    const body = (text: string) => (redact ? redactBody(text, mail.secret) : text);
    return manager.save(
      manager.create(MailOutbox, {
        toAddress: mail.to,
        subject: mail.subject,
        textBody: body(mail.text),
        htmlBody: mail.html ? body(mail.html) : null,
        aboutUserId: mail.aboutUserId ?? null,
        createdAt: this.clock.now(),
        sentAt: this.transport ? null : this.clock.now(),
        error: null,
        // With SMTP: pending, left to deliver() first, then to the retry worker.
        status: this.transport ? 'pending' : 'sent',
        attempts: 0,
        nextAttemptAt: this.transport
          ? new Date(this.clock.now().getTime() + FIRST_ATTEMPT_GRACE_MS)
          : null,
        claimedUntil: null,
      }),
    );
  }

  /** Whether mail leaves the process (SMTP); with the outbox transport it is already "sent". */
  get sends(): boolean {
    return !!this.transport;
  }

  /** First attempt, right after the writing transaction commits; a failure is retried later. */
  async deliver(row: MailOutbox): Promise<void> {
    if (!this.transport) return;
    await this.delivery.attempt(row.id, () => this.send(row));
  }

  /** The retry worker's pass: every mail whose next attempt is due, each claimed first. */
  async retryDue(): Promise<void> {
    if (!this.transport) return;
    for (const id of await this.delivery.due()) {
      await this.delivery.attempt(
        id,
        async () => this.send(await this.outbox.findOneByOrFail({ id })),
        true,
      );
    }
  }

  private async send(row: MailOutbox) {
    await this.transport!.sendMail({
      from: this.config.mail.from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
    });
    if (this.config.mail.keepLinks) return;
    // Sent: the stored copy loses its link. A failure here must not make the mail go twice;
    // the back-office shows bodies redacted anyway (outbox-admin.controller).
    await this.outbox
      .update(row.id, {
        textBody: redactBody(row.textBody),
        htmlBody: row.htmlBody && redactBody(row.htmlBody),
      })
      .catch(() => undefined);
  }
}
