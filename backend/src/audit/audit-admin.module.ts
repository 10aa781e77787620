import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AuditAdminController } from './audit-admin.controller';

/** The back-office's read-only view of the audit trail (the outbox has its own module in mail/). */
@Module({ imports: [AdminModule], controllers: [AuditAdminController] })
export class AuditAdminModule {}
