import { Out } from '../../common/dto/responses';
import { VerifyTokenResponse } from '../../auth/dto/auth.responses';
import { MyAssignmentResponse } from '../../assignments/dto/assignment.responses';
import {
  AccessResponse,
  ProgressResponse,
  ScoresResponse,
} from '../../assessments/dto/assessment.responses';

/** One answer of GET /api/assessment/progress per type: null where that route answers 404. */
export class DashboardProgressResponse {
  @Out.of(() => ProgressResponse, { nullable: true }) Subject: ProgressResponse | null;
  @Out.of(() => ProgressResponse, { nullable: true }) SubjectPart3: ProgressResponse | null;
  @Out.of(() => ProgressResponse, { nullable: true }) Career: ProgressResponse | null;
  @Out.of(() => ProgressResponse, { nullable: true }) Learning: ProgressResponse | null;
}

/** GET /api/assessment/scores of the first screen's types: null unless completed (404). */
export class DashboardScoresResponse {
  @Out.of(() => ScoresResponse, { nullable: true }) Subject: ScoresResponse | null;
  @Out.of(() => ScoresResponse, { nullable: true }) SubjectPart3: ScoresResponse | null;
}

/** GET /api/users/:userId/dashboard: the dashboard's first screen in one read. */
export class DashboardSummaryResponseDto {
  /** GET /api/users/verify-token, the caller's */
  @Out.of(() => VerifyTokenResponse) session: VerifyTokenResponse;
  /** GET /api/assessment/check-access/dashboard, the caller's */
  @Out.of(() => AccessResponse) access: AccessResponse;
  @Out.of(() => DashboardProgressResponse) progress: DashboardProgressResponse;
  @Out.of(() => DashboardScoresResponse) scores: DashboardScoresResponse;
  /** GET /api/assessment/check-access/dashboard_enrich, the caller's */
  @Out.of(() => AccessResponse) enrichAccess: AccessResponse;
  /** GET /api/assignments/mine, the caller's */
  @Out.of(() => MyAssignmentResponse, { list: true }) assignments: MyAssignmentResponse[];
}
