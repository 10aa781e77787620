// The body of POST/PUT /api/admin/school-sso (docs/decisions/0162): the secret only when typed
// (an edit without it keeps the stored one), the lock field of the chosen provider only.
import { SSO_PROVIDER_NAMES, SSO_PROVIDERS } from '@aspire/domain';

export const SSO_PROVIDER_CHOICES = SSO_PROVIDERS.map((id) => ({
  id,
  name: id === 'google' ? 'Google Workspace' : 'Microsoft Entra ID',
}));

export const providerName = (provider: unknown): string =>
  provider === 'google' || provider === 'microsoft' ? SSO_PROVIDER_NAMES[provider] : '';

export const SECRET_KEPT = 'A secret is stored. Leave this empty to keep it; it is never shown.';
export const SECRET_NEEDED = 'Required: it is stored sealed and never shown again.';

/** "a.org, b.org" or one per line → ['a.org', 'b.org']. */
export const splitDomains = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.map((v) => String(v).trim().toLowerCase()).filter(Boolean)
    : String(value ?? '')
        .split(/[\s,;]+/)
        .map((v) => v.trim().toLowerCase())
        .filter(Boolean);

export const joinDomains = (value: unknown): string =>
  Array.isArray(value) ? value.join(', ') : String(value ?? '');

export const toSchoolSsoPayload = (record: Record<string, unknown>) => {
  const google = record.provider === 'google';
  const secret = typeof record.client_secret === 'string' ? record.client_secret.trim() : '';
  return {
    school_id: Number(record.school_id),
    provider: record.provider,
    client_id: String(record.client_id ?? '').trim(),
    ...(secret ? { client_secret: secret } : {}),
    workspace_domain: google ? String(record.workspace_domain ?? '').trim() || null : null,
    tenant_id: google ? null : String(record.tenant_id ?? '').trim() || null,
    allowed_domains: splitDomains(record.allowed_domains),
    enabled: record.enabled === true,
  };
};
