import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AuditModule } from './audit.module';
import { AuditAdminController } from './audit-admin.controller';

/** The back-office's read-only view of the audit trail (the outbox has its own module in mail/). */
@Module({
  imports: [AuditModule, AdminModule],
  controllers: [AuditAdminController],
})
export class AuditAdminModule {}
