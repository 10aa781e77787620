import { Out } from '../common/dto/responses';
import { PublicLinks } from '../config/app-config';

export class PublicConfigResponse implements PublicLinks {
  @Out.text() productName: string;
  @Out.text({ format: 'email' }) supportEmail: string;
  @Out.text() providerUrl: string;
  @Out.text() websiteUrl: string;
  @Out.text() termsUrl: string;
  @Out.text() privacyUrl: string;
  @Out.text() cookiesUrl: string;
  @Out.text() assessmentVersion: string;
}
