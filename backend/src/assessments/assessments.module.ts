import { Module } from '@nestjs/common';
import { CheckAccessController } from './access/check-access.controller';
import { CheckAccessService } from './access/check-access.service';

@Module({
  controllers: [CheckAccessController],
  providers: [CheckAccessService],
  exports: [CheckAccessService],
})
export class AssessmentsModule {}
