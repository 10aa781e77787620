import { Inject, Injectable } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from './entities/mail-outbox.entity';
import { FIRST_ATTEMPT_GRACE_MS, MailDeliveryService } from './mail-delivery.service';

export type Mail = { to: string; subject: string; text: string; html?: string };

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
    private readonly dataSource: DataSource,
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

  /** Records the mail in the outbox; call deliver() with the row once the transaction commits. */
  async enqueue(manager: EntityManager, mail: Mail): Promise<MailOutbox> {
    return manager.save(
      manager.create(MailOutbox, {
        toAddress: mail.to,
        subject: mail.subject,
        textBody: mail.text,
        htmlBody: mail.html ?? null,
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
    const outbox = this.dataSource.getRepository(MailOutbox);
    for (const id of await this.delivery.due()) {
      await this.delivery.attempt(
        id,
        async () => this.send(await outbox.findOneByOrFail({ id })),
        true,
      );
    }
  }

  private send(row: MailOutbox) {
    return this.transport!.sendMail({
      from: this.config.mail.from,
      to: row.toAddress,
      subject: row.subject,
      text: row.textBody,
      html: row.htmlBody ?? undefined,
    });
  }
}
