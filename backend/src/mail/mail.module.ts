import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from './entities/mail-outbox.entity';
import { MailDeliveryService } from './mail-delivery.service';
import { MailRetryWorker } from './mail-retry.worker';
import { MailService } from './mail.service';
import { OutboxRepository } from './outbox.repository';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox])],
  providers: [OutboxRepository, MailService, MailDeliveryService, MailRetryWorker],
  exports: [MailService, OutboxRepository, TypeOrmModule],
})
export class MailModule {}
