import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { RetentionRepository } from './retention.repository';
import { RetentionService } from './retention.service';

/** Children's data by default: the retention job. */
@Module({
  imports: [UsersModule],
  providers: [RetentionRepository, RetentionService],
  exports: [RetentionService],
})
export class PrivacyModule {}
