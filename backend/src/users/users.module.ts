import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { AssessmentsModule } from '../assessments/assessments.module';
import { AuthModule } from '../auth/auth.module';
import { AccountService } from './account.service';
import { DataExportService } from './data-export.service';
import { ErasureService } from './erasure.service';
import { UsersAdminController } from './users-admin.controller';
import { UsersAdminService } from './users-admin.service';
import { PersonalDataRepository } from './personal-data.repository';
import { UsersController } from './users.controller';
import { UsersRepository } from './users.repository';

@Module({
  imports: [AuthModule, AdminModule, AssessmentsModule],
  controllers: [UsersController, UsersAdminController],
  providers: [
    AccountService,
    DataExportService,
    ErasureService,
    PersonalDataRepository,
    UsersAdminService,
    UsersRepository,
  ],
  exports: [AccountService, ErasureService],
})
export class UsersModule {}
