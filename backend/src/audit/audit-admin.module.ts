import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { OutboxAdminController } from '../mail/outbox-admin.controller';
import { AuditAdminController } from './audit-admin.controller';

/** Read-only back-office views: the audit trail and the mail outbox. */
@Module({ imports: [AdminModule], controllers: [AuditAdminController, OutboxAdminController] })
export class AuditAdminModule {}
