import { Module } from '@nestjs/common';
import { AdminModule } from '../admin/admin.module';
import { SchoolsAdminController } from './schools-admin.controller';

@Module({ imports: [AdminModule], controllers: [SchoolsAdminController] })
export class SchoolsModule {}
