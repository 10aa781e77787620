import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutbox } from './entities/mail-outbox.entity';
import { MailDeliveryService } from './mail-delivery.service';
import { MailRetryWorker } from './mail-retry.worker';
import { MailService } from './mail.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutbox])],
  providers: [MailService, MailDeliveryService, MailRetryWorker],
  exports: [MailService, TypeOrmModule],
})
export class MailModule {}
