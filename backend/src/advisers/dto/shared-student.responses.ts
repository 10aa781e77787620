import type { ShareableReport } from '@aspire/domain';
import { Out } from '../../common/dto/responses';
import type { SharedStudentRow } from '../shared-students.resource';

/** A row of "Students who have shared". */
export class SharedStudentResponse implements SharedStudentRow {
  @Out.text({ format: 'uuid' }) id: string;
  @Out.text() username: string;
  @Out.text({ nullable: true }) year_group: string | null;
  @Out.text({ nullable: true }) class_name: string | null;
  @Out.texts() reports: ShareableReport[];
  @Out.date() shared_at: Date;
  @Out.date() updated_at: Date;
}

/**
 * A student's shared reports: each shared report as the student's own report reads it (scores
 * per facet, the sections' chart data, the versions), null when not shared or not completed.
 */
export class SharedReportResponse {
  @Out.text({ format: 'uuid' }) id: string;
  @Out.text() username: string;
  @Out.text({ nullable: true }) year_group: string | null;
  @Out.text({ nullable: true }) class_name: string | null;
  @Out.texts() reports: ShareableReport[];
  @Out.date() shared_at: Date;
  @Out.json({ nullable: true }) futureready: object | null;
  @Out.json({ nullable: true }) uniready: object | null;
  @Out.json({ nullable: true }) studystyle: object | null;
  @Out.json({ nullable: true }) insights: object | null;
}
