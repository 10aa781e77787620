import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AccountService } from './account.service';
import { DataExportService } from './data-export.service';
import { ErasureService } from './erasure.service';
import { UsersController } from './users.controller';

@Module({
  imports: [AuthModule],
  controllers: [UsersController],
  providers: [AccountService, DataExportService, ErasureService],
})
export class UsersModule {}
