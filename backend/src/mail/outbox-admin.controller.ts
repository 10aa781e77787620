import { Controller, Get, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { IdPipe } from '../admin/id.pipe';
import { Auth } from '../auth/decorators/auth.decorator';
import { AppError } from '../common/app-error';
import { MailOutbox } from './entities/mail-outbox.entity';
import { redactBody } from './mail.service';
import { OutboxRepository } from './outbox.repository';
import { Answers } from '../common/dto/responses';
import { AdminMailResponse } from './dto/mail.response';

const toAdminMail = (m: MailOutbox) => ({
  id: m.id,
  to_address: m.toAddress,
  subject: m.subject,
  // A pending or failed SMTP mail still holds its link (for the retry): never shown here.
  text_body: redactBody(m.textBody),
  html_body: m.htmlBody && redactBody(m.htmlBody),
  created_at: m.createdAt,
  sent_at: m.sentAt,
  error: m.error,
  status: m.status,
  attempts: m.attempts,
  next_attempt_at: m.nextAttemptAt,
});
export type AdminMail = ReturnType<typeof toAdminMail>;

const outboxResource = (mails: OutboxRepository): AdminResource<MailOutbox, AdminMail> => ({
  name: 'outbox',
  personal: true,
  query: () => mails.list(),
  sortable: sortable({
    id: 'm.id',
    created_at: 'm.createdAt',
    to_address: 'm.toAddress',
    subject: 'm.subject',
    status: 'm.status',
  }),
  defaultSort: ['created_at', 'DESC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    // The failed mail an admin should look at: `{ "status": "failed" }`.
    const status = text(f.status);
    if (status) qb.andWhere('m.status = :status', { status });
    if (text(f.q)) {
      qb.andWhere(
        "(LOWER(m.to_address) LIKE :q ESCAPE '!' OR LOWER(m.subject) LIKE :q ESCAPE '!')",
        { q: like(text(f.q)!) },
      );
    }
  },
  toResponse: toAdminMail,
  csv: ['id', 'created_at', 'to_address', 'subject', 'status', 'attempts', 'sent_at', 'error'],
});

/** The mail outbox (the mailbox itself with MAIL_TRANSPORT=outbox); admins only. */
@ApiTags('admin')
@Auth('admin')
@Controller('admin/outbox')
export class OutboxAdminController extends AdminReadController(AdminMailResponse)<
  MailOutbox,
  AdminMail
> {
  protected readonly resource;

  constructor(
    private readonly mails: OutboxRepository,
    lists: AdminListService,
  ) {
    super(lists);
    this.resource = outboxResource(mails);
  }

  @Get(':id')
  @Answers(AdminMailResponse)
  async get(@Param('id', IdPipe) id: number) {
    const mail = await this.mails.findById(id);
    if (!mail) throw AppError.notFound('Mail not found.');
    return toAdminMail(mail);
  }
}
