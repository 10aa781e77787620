import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RejectedSignup } from '../reports/entities/rejected-signup.entity';
import { RejectedSignupsRecorder } from './rejected-signups.recorder';
import { RejectedSignupsRepository } from './rejected-signups.repository';

/**
 * The refused sign-ups' table and its one writer: registration (auth/) counts a refusal through
 * the recorder, the coordinator's reports list them. Its own module so that auth/ need not import
 * the reports module, which imports auth/.
 */
@Module({
  imports: [TypeOrmModule.forFeature([RejectedSignup])],
  providers: [RejectedSignupsRepository, RejectedSignupsRecorder],
  exports: [RejectedSignupsRecorder, RejectedSignupsRepository, TypeOrmModule],
})
export class RejectedSignupsModule {}
