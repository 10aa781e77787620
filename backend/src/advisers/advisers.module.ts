import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { ReportPdfModule } from '../report-pdf/report-pdf.module';
import { AdviserReportsService } from './adviser-reports.service';
import { AdviserSharingController } from './adviser-sharing.controller';
import { AdviserSharingService } from './adviser-sharing.service';
import { AdvisersAdminController } from './advisers-admin.controller';
import { AdvisersRepository } from './advisers.repository';
import { AdviserShare } from './entities/adviser-share.entity';
import { AdviserView } from './entities/adviser-view.entity';

/** Sharing reports with the school's careers advisers, under the student's control. */
@Module({
  imports: [TypeOrmModule.forFeature([AdviserShare, AdviserView]), AdminModule, ReportPdfModule],
  controllers: [AdviserSharingController, AdvisersAdminController],
  providers: [AdvisersRepository, AdviserSharingService, AdviserReportsService],
  exports: [TypeOrmModule],
})
export class AdvisersModule {}
