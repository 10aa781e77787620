import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { School } from './entities/school.entity';
import { SchoolsAdminController } from './schools-admin.controller';
import { SchoolsAdminService } from './schools-admin.service';
import { SchoolsRepository } from './schools.repository';

@Module({
  imports: [TypeOrmModule.forFeature([School]), AdminModule],
  controllers: [SchoolsAdminController],
  providers: [SchoolsAdminService, SchoolsRepository],
  exports: [TypeOrmModule],
})
export class SchoolsModule {}
