import { AdminResource, filterIds, sortable } from '../admin/admin-resource';
import { schoolScope } from '../admin/school-scope';
import { SchoolSsoConfig } from './entities/school-sso-config.entity';
import { SsoRepository } from './sso.repository';

/** What the back-office reads of a configuration: everything but the secret. */
export const toAdminSsoConfig = (c: SchoolSsoConfig) => ({
  id: c.id,
  school_id: c.schoolId,
  school_name: c.school?.name ?? '',
  provider: c.provider,
  client_id: c.clientId,
  has_secret: c.clientSecretSealed.length > 0,
  tenant_id: c.tenantId,
  workspace_domain: c.workspaceDomain,
  allowed_domains: c.allowedDomains,
  enabled: c.enabled,
  updated_at: c.updatedAt,
});
export type AdminSsoConfig = ReturnType<typeof toAdminSsoConfig>;

/** Admins see every school's; a coordinator sees only their own school's (read-only). */
export const ssoConfigResource = (
  configs: SsoRepository,
): AdminResource<SchoolSsoConfig, AdminSsoConfig> => ({
  name: 'school-sso',
  query: (user) => {
    const qb = configs.listConfigs();
    const scope = schoolScope(user);
    if (scope !== null) qb.andWhere('c.school_id = :scope', { scope });
    return qb;
  },
  sortable: sortable({ id: 'c.id', school_name: 's.name', provider: 'c.provider' }),
  defaultSort: ['school_name', 'ASC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    if (typeof f.school_id === 'number' && Number.isSafeInteger(f.school_id)) {
      qb.andWhere('c.school_id = :filterSchool', { filterSchool: f.school_id });
    }
  },
  toResponse: toAdminSsoConfig,
  // The export names the settings, never the secret or its sealed form.
  csv: [
    'id',
    'school_name',
    'provider',
    'client_id',
    'tenant_id',
    'workspace_domain',
    'allowed_domains',
    'enabled',
    'updated_at',
  ],
  csvRow: (row) => ({ allowed_domains: row.allowed_domains.join(' ') }),
});
