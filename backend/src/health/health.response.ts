import { Out } from '../common/dto/responses';
import { CHECK_NAMES } from './readiness.service';

export class HealthResponse {
  @Out.text({ enum: ['ok', 'unavailable'] }) status: string;
  @Out.text({ enum: ['sqlite', 'mysql'] }) database: string;
}

export class LiveResponse {
  @Out.text({ enum: ['ok'] }) status: string;
}

export class CheckResponse {
  @Out.text({ enum: CHECK_NAMES }) name: string;
  @Out.text({ enum: ['ok', 'degraded', 'failed', 'skipped'] }) status: string;
  /** Why the check failed, in words an operator can act on; null when it did not fail. */
  @Out.text({ nullable: true }) reason: string | null;
}

export class ReadyResponse {
  @Out.text({ enum: ['ok', 'degraded', 'unavailable'] }) status: string;
  @Out.of(() => CheckResponse, { list: true }) checks: CheckResponse[];
}
