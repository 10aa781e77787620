import type { PublicConfig, RetentionDays } from '@aspire/domain';
import { Out } from '../common/dto/responses';

export class RetentionDaysResponse implements RetentionDays {
  @Out.int() unverifiedAccountDays: number;
  @Out.int() mailBodyDays: number;
  @Out.int() analyticsEventDays: number;
}

export class PublicConfigResponse implements PublicConfig {
  @Out.text() productName: string;
  @Out.text({ format: 'email' }) supportEmail: string;
  @Out.text() providerUrl: string;
  @Out.text() websiteUrl: string;
  @Out.text() termsUrl: string;
  @Out.text() privacyUrl: string;
  @Out.text() cookiesUrl: string;
  @Out.text() assessmentVersion: string;
  @Out.of(() => RetentionDaysResponse) retention: RetentionDaysResponse;
}
