import type { ShareableReport } from '@aspire/domain';
import { ScoresResponse } from '../../assessments/dto/assessment.responses';
import { Out, Returned } from '../../common/dto/responses';
import { InsightsResponse } from '../../insights/dto/insights.response';
import type { SharingService } from '../sharing.service';

export class ShareLinkResponse implements Returned<SharingService['revoke']> {
  @Out.text({ format: 'uuid' }) id: string;
  @Out.texts() reports: ShareableReport[];
  @Out.text({ nullable: true }) displayName: string | null;
  @Out.date() createdAt: Date;
  @Out.date() expiresAt: Date;
  @Out.date({ nullable: true }) revokedAt: Date | null;
  @Out.text({ enum: ['live', 'expired', 'revoked'] }) status: 'live' | 'expired' | 'revoked';
  /** How many times the shared page was opened, and when last. */
  @Out.int() views: number;
  @Out.date({ nullable: true }) lastViewedAt: Date | null;
  /** How many times a shared report's PDF was downloaded. */
  @Out.int() downloads: number;
}

export class CreatedShareLinkResponse
  extends ShareLinkResponse
  implements Returned<SharingService['create']>
{
  /** The secret part of the link (`/shared/<token>`): shown once, stored only as a hash. */
  @Out.text() token: string;
}

export class ShareLinksResponse implements Returned<SharingService['list']> {
  @Out.of(() => ShareLinkResponse, { list: true }) links: ShareLinkResponse[];
}

class SharedUniReadyResponse {
  @Out.of(() => ScoresResponse, { nullable: true }) partII: ScoresResponse | null;
  @Out.of(() => ScoresResponse, { nullable: true }) partIII: ScoresResponse | null;
}

/**
 * A parent's view (SharedReportsService.open): each report null when not shared or not taken yet.
 * The scores are the student's own report's (ScoresResponse, GET /api/assessment/scores).
 */
export class SharedReportsResponse {
  @Out.text({ nullable: true }) displayName: string | null;
  @Out.texts() reports: ShareableReport[];
  @Out.date() expiresAt: Date;
  @Out.of(() => ScoresResponse, { nullable: true }) futureReady: ScoresResponse | null;
  @Out.of(() => SharedUniReadyResponse, { nullable: true })
  uniReady: SharedUniReadyResponse | null;
  @Out.of(() => ScoresResponse, { nullable: true }) studyStyle: ScoresResponse | null;
  @Out.of(() => InsightsResponse, { nullable: true }) insights: InsightsResponse | null;
}
