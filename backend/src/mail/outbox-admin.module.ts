import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { MailOutbox } from './entities/mail-outbox.entity';
import { OutboxAdminController } from './outbox-admin.controller';

/** The back-office's read-only view of the mail outbox, registered by the mail folder it reads. */
@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox]), AdminModule],
  controllers: [OutboxAdminController],
})
export class OutboxAdminModule {}
