import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AuditLog } from './entities/audit-log.entity';
import { AuditAdminController } from './audit-admin.controller';

/** The back-office's read-only view of the audit trail (the outbox has its own module in mail/). */
@Module({
  imports: [TypeOrmModule.forFeature([AuditLog]), AdminModule],
  controllers: [AuditAdminController],
})
export class AuditAdminModule {}
