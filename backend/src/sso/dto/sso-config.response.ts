import { SSO_PROVIDERS, SsoProvider } from '@aspire/domain';
import { Out } from '../../common/dto/responses';
import { AdminSsoConfig } from '../sso-config-admin.resource';

/** A school's sign-in settings as the back-office shows them: never the secret. */
export class AdminSsoConfigResponse implements AdminSsoConfig {
  @Out.int() id: number;
  @Out.int() school_id: number;
  @Out.text() school_name: string;
  @Out.text({ enum: SSO_PROVIDERS }) provider: SsoProvider;
  @Out.text() client_id: string;
  /** Whether a secret is stored; the secret itself is never returned. */
  @Out.bool() has_secret: boolean;
  @Out.text({ nullable: true }) tenant_id: string | null;
  @Out.text({ nullable: true }) workspace_domain: string | null;
  @Out.texts() allowed_domains: string[];
  @Out.bool() enabled: boolean;
  @Out.date() updated_at: Date;
}
