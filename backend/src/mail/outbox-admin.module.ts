import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { OutboxAdminController } from './outbox-admin.controller';

/** The back-office's read-only view of the mail outbox, registered by the mail folder it reads. */
@Module({ imports: [AdminModule], controllers: [OutboxAdminController] })
export class OutboxAdminModule {}
