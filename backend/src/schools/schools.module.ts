import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { SchoolsAdminController } from './schools-admin.controller';
import { SchoolsAdminService } from './schools-admin.service';

@Module({
  imports: [AdminModule],
  controllers: [SchoolsAdminController],
  providers: [SchoolsAdminService],
})
export class SchoolsModule {}
