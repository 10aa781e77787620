import { Out } from '../common/dto/responses';

export class HealthResponse {
  @Out.text({ enum: ['ok', 'unavailable'] }) status: string;
  @Out.text({ enum: ['sqlite', 'mysql'] }) database: string;
}
