import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JobLease } from './job-lease.entity';
import { JobLeasesRepository } from './job-leases.repository';
import { JobLeasesService } from './job-leases.service';
import { ScheduledJobs } from './scheduled-jobs.service';

/** Scheduled jobs that run once per interval across all instances. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([JobLease])],
  providers: [JobLeasesRepository, JobLeasesService, ScheduledJobs],
  exports: [ScheduledJobs, JobLeasesService],
})
export class SchedulingModule {}
