import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ReportPdfModule } from '../report-pdf/report-pdf.module';
import { ShareLinkView } from './entities/share-link-view.entity';
import { ShareLink } from './entities/share-link.entity';
import { ShareLinksRepository } from './share-links.repository';
import { SharedController } from './shared.controller';
import { SharedReportsService } from './shared-reports.service';
import { SharingController } from './sharing.controller';
import { SharingService } from './sharing.service';

/** Sharing under the student's control: parent links, their openings, their revocation. */
@Module({
  imports: [TypeOrmModule.forFeature([ShareLink, ShareLinkView]), ReportPdfModule],
  controllers: [SharingController, SharedController],
  providers: [SharingService, SharedReportsService, ShareLinksRepository],
  exports: [TypeOrmModule, ShareLinksRepository],
})
export class SharingModule {}
