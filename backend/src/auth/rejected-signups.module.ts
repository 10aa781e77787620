import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { RejectedSignup } from '../reports/entities/rejected-signup.entity';
import { RejectedSignupsRecorder } from './rejected-signups.recorder';

/**
 * The refused sign-ups' table and its one writer: registration (auth/) counts a refusal through
 * the recorder, the coordinator's reports list them. Its own module so that auth/ need not import
 * the reports module, which imports auth/.
 */
@Module({
  imports: [TypeOrmModule.forFeature([RejectedSignup])],
  providers: [RejectedSignupsRecorder],
  exports: [RejectedSignupsRecorder, TypeOrmModule],
})
export class RejectedSignupsModule {}
