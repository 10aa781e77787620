import { Module } from '@nestjs/common';
import { AssessmentsModule } from '../assessments/assessments.module';
import { InsightsModule } from '../insights/insights.module';
import { ReportDataService } from './report-data.service';
import { ReportPdfController } from './report-pdf.controller';

/** Reports gathered for sharing and printing, and their PDFs. */
@Module({
  imports: [AssessmentsModule, InsightsModule],
  controllers: [ReportPdfController],
  providers: [ReportDataService],
  exports: [ReportDataService],
})
export class ReportPdfModule {}
