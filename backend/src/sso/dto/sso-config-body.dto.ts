import {
  SSO_ALLOWED_DOMAINS_MAX,
  SSO_CLIENT_ID_MAX,
  SSO_CLIENT_SECRET_MAX,
  SSO_DOMAIN_PATTERN,
  SSO_PROVIDERS,
  SsoProvider,
  TENANT_ID_PATTERN,
} from '@aspire/domain';
import { Transform } from 'class-transformer';
import { ArrayMinSize, Matches } from 'class-validator';
import {
  BoolField,
  EchoedField,
  EnumField,
  IntField,
  TextField,
  TextListField,
} from '../../common/dto/fields';

export const DOMAIN_RULE = 'Enter domains like school.org (lower case, no @).';
export const TENANT_RULE = 'The tenant id is a GUID such as 0f1e2d3c-4b5a-6978-8796-a5b4c3d2e1f0.';
export const CLIENT_ID_RULE = `The client id is required (at most ${SSO_CLIENT_ID_MAX} characters).`;
export const SECRET_RULE = `The client secret is at most ${SSO_CLIENT_SECRET_MAX} characters.`;

const lowerTrim = () =>
  Transform(({ value }: { value: unknown }) =>
    typeof value === 'string' ? value.trim().toLowerCase() : value,
  );

/**
 * A school's sign-in settings, as an admin saves them. The secret is write-only: left out (or
 * empty) on an edit, the stored one stays; it is never sent back (docs/decisions/0162).
 */
export class SsoConfigBodyDto {
  @IntField({ min: 1 })
  school_id: number;

  @EnumField(SSO_PROVIDERS)
  provider: SsoProvider;

  @TextField({ min: 1, max: SSO_CLIENT_ID_MAX, message: CLIENT_ID_RULE })
  client_id: string;

  @TextField({ optional: true, max: SSO_CLIENT_SECRET_MAX, message: SECRET_RULE })
  client_secret?: string;

  /** Microsoft only. */
  @lowerTrim()
  @TextField({ nullable: true, max: 36, pattern: TENANT_ID_PATTERN, message: TENANT_RULE })
  tenant_id?: string | null;

  /** Google only: the Workspace's primary domain, the value of the `hd` claim. */
  @lowerTrim()
  @TextField({ nullable: true, max: 253, pattern: SSO_DOMAIN_PATTERN, message: DOMAIN_RULE })
  workspace_domain?: string | null;

  @Transform(({ value }: { value: unknown }) =>
    Array.isArray(value)
      ? value.map((v) => (typeof v === 'string' ? v.trim().toLowerCase() : v))
      : value,
  )
  @TextListField({ maxItems: SSO_ALLOWED_DOMAINS_MAX, max: 253, message: DOMAIN_RULE })
  @ArrayMinSize(1, { message: DOMAIN_RULE })
  @Matches(SSO_DOMAIN_PATTERN, { each: true, message: DOMAIN_RULE })
  allowed_domains: string[];

  @BoolField()
  enabled: boolean;

  // Echoed back by react-admin's edit form; ignored.
  @EchoedField('integer') id?: number;
  @BoolField({ nullable: true }) has_secret?: boolean | null;
  @EchoedField('date-time') updated_at?: string;
  @EchoedField('string') school_name?: string;
}
