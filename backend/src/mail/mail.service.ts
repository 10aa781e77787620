import { Inject, Injectable, Logger } from '@nestjs/common';
import { createTransport, Transporter } from 'nodemailer';
import { DataSource, EntityManager } from 'typeorm';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { MailOutbox } from './entities/mail-outbox.entity';

export type Mail = { to: string; subject: string; text: string; html?: string };

/**
 * Every message is written to mail_outbox inside the caller's transaction, so a rolled-back
 * registration sends nothing. With SMTP configured it is then delivered after commit.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger('Mail');
  private readonly transport?: Transporter;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    private readonly dataSource: DataSource,
  ) {
    const mail = config.mail;
    if (mail.transport === 'smtp') {
      this.transport = createTransport({
        host: mail.host,
        port: mail.port,
        secure: mail.secure,
        auth: mail.user ? { user: mail.user, pass: mail.pass } : undefined,
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
      }),
    );
  }

  async deliver(row: MailOutbox): Promise<void> {
    const outbox = this.dataSource.getRepository(MailOutbox);
    if (!this.transport) return;
    try {
      await this.transport.sendMail({
        from: this.config.mail.from,
        to: row.toAddress,
        subject: row.subject,
        text: row.textBody,
        html: row.htmlBody ?? undefined,
      });
      await outbox.update(row.id, { sentAt: this.clock.now() });
    } catch (error) {
      this.logger.warn(`Could not deliver mail ${row.id}: ${(error as Error).message}`);
      await outbox.update(row.id, { error: (error as Error).message.slice(0, 1000) });
    }
  }
}
