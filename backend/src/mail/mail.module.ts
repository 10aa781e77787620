import { Global, Module } from '@nestjs/common';
import { MailDeliveryService } from './mail-delivery.service';
import { MailRetryWorker } from './mail-retry.worker';
import { MailService } from './mail.service';

@Global()
@Module({
  providers: [MailService, MailDeliveryService, MailRetryWorker],
  exports: [MailService],
})
export class MailModule {}
