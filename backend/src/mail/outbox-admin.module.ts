import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { MailModule } from './mail.module';
import { OutboxAdminController } from './outbox-admin.controller';

/** The back-office's read-only view of the mail outbox, on the repository the mail module owns. */
@Module({
  imports: [MailModule, AdminModule],
  controllers: [OutboxAdminController],
})
export class OutboxAdminModule {}
