import { MICROSOFT_CONSUMER_TENANT } from '@aspire/domain';
import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, QueryFailedError } from 'typeorm';
import { Actor } from '../admin/actor.decorator';
import { assertInScope } from '../admin/school-scope';
import { AuditService } from '../audit/audit.service';
import { AppError } from '../common/app-error';
import { Clock } from '../common/clock';
import { isDuplicateKey } from '../database/duplicate-key';
import { Transactions } from '../database/transactions';
import { School } from '../schools/entities/school.entity';
import { SsoConfigBodyDto, DOMAIN_RULE, TENANT_RULE } from './dto/sso-config-body.dto';
import { SchoolSsoConfig } from './entities/school-sso-config.entity';
import { SecretBox, secretBinding } from './secret-box';
import { toAdminSsoConfig } from './sso-config-admin.resource';
import { SsoRepository } from './sso.repository';

export const SSO_SECRET_BOX = 'SSO_SECRET_BOX';

export const NO_SECRET_KEY =
  'Single sign-on needs SSO_SECRET_KEY set on the server before a client secret can be saved.';
export const SECRET_REQUIRED = 'Enter the client secret.';
export const NO_SUCH_SCHOOL = 'Choose an existing school.';
export const ALREADY_CONFIGURED = 'This school already has sign-in with this provider.';
export const NOT_FOUND = 'No such sign-in configuration.';
export const PERSONAL_TENANT =
  "That is the tenant of personal Microsoft accounts; enter your school's own tenant id.";

/** What the audit trail records of a configuration: never the secret, only that it changed. */
const audited = (c: SchoolSsoConfig, secretChanged = false) => ({
  school_id: c.schoolId,
  provider: c.provider,
  client_id: c.clientId,
  tenant_id: c.tenantId,
  workspace_domain: c.workspaceDomain,
  allowed_domains: c.allowedDomains,
  enabled: c.enabled,
  ...(secretChanged ? { client_secret: 'changed' } : {}),
});

/**
 * The back-office's writes of a school's sign-in settings (admins only): checked, sealed,
 * written and audited in one transaction each (docs/decisions/0162).
 */
@Injectable()
export class SsoConfigService {
  constructor(
    @Inject(SSO_SECRET_BOX) private readonly box: SecretBox | null,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    private readonly transactions: Transactions,
    private readonly repository: SsoRepository,
  ) {}

  /** One configuration; a coordinator may read only their own school's. */
  async get(id: number, actor: Actor) {
    const config = await this.find(this.repository.configs.manager, id);
    assertInScope(actor.user, config.school_id);
    return config;
  }

  async find(manager: EntityManager, id: number) {
    const row = await manager.findOne(SchoolSsoConfig, {
      where: { id },
      relations: { school: true },
    });
    if (!row) throw AppError.notFound(NOT_FOUND);
    return toAdminSsoConfig(row);
  }

  create(body: SsoConfigBodyDto, actor: Actor) {
    const lock = lockOf(body);
    if (!body.client_secret) throw AppError.badRequest(SECRET_REQUIRED);
    const sealed = this.seal(body.client_secret, body.school_id, body.provider);
    const now = this.clock.now();
    return this.transactions
      .run(async (m) => {
        if (!(await m.existsBy(School, { id: body.school_id }))) {
          throw AppError.badRequest(NO_SUCH_SCHOOL);
        }
        const row = m.create(SchoolSsoConfig, {
          schoolId: body.school_id,
          provider: body.provider,
          clientId: body.client_id.trim(),
          clientSecretSealed: sealed,
          ...lock,
          enabled: body.enabled,
          createdAt: now,
          updatedAt: now,
        });
        const saved = await m.save(row);
        await this.record(m, actor, 'create', saved.id, null, audited(saved, true), saved.schoolId);
        return this.find(m, saved.id);
      })
      .catch(alreadyConfigured);
  }

  update(id: number, body: SsoConfigBodyDto, actor: Actor) {
    const lock = lockOf(body);
    return this.transactions
      .run(async (m) => {
        const before = await m.findOneBy(SchoolSsoConfig, { id });
        if (!before) throw AppError.notFound(NOT_FOUND);
        // The school and provider are the row's identity (and the secret's binding).
        if (before.schoolId !== body.school_id || before.provider !== body.provider) {
          throw AppError.badRequest('The school and provider of a configuration cannot change.');
        }
        const secretChanged = !!body.client_secret;
        const changes = {
          clientId: body.client_id.trim(),
          ...lock,
          enabled: body.enabled,
          updatedAt: this.clock.now(),
          ...(secretChanged
            ? {
                clientSecretSealed: this.seal(
                  body.client_secret!,
                  before.schoolId,
                  before.provider,
                ),
              }
            : {}),
        };
        await m.update(SchoolSsoConfig, { id }, changes);
        const after = { ...before, ...changes };
        await this.record(
          m,
          actor,
          'update',
          id,
          audited(before),
          audited(after, secretChanged),
          before.schoolId,
        );
        return this.find(m, id);
      })
      .catch(alreadyConfigured);
  }

  remove(id: number, actor: Actor) {
    return this.transactions.run(async (m) => {
      const response = await this.find(m, id);
      const before = await m.findOneByOrFail(SchoolSsoConfig, { id });
      await m.delete(SchoolSsoConfig, { id });
      await this.record(m, actor, 'delete', id, audited(before), null, before.schoolId);
      return response;
    });
  }

  private seal(secret: string, schoolId: number, provider: string): string {
    if (!this.box) throw AppError.badRequest(NO_SECRET_KEY);
    return this.box.seal(secret, secretBinding(schoolId, provider));
  }

  private record(
    m: EntityManager,
    actor: Actor,
    action: string,
    id: number,
    before: object | null,
    after: object | null,
    schoolId: number,
  ) {
    return this.audit.recordChange(m, actor, {
      action,
      resource: 'school-sso',
      id,
      before,
      after,
      schoolId,
    });
  }
}

/** The provider's lock: Google needs its Workspace domain, Microsoft its tenant id. */
function lockOf(body: SsoConfigBodyDto) {
  const domains = [...new Set(body.allowed_domains)];
  if (body.provider === 'google') {
    if (!body.workspace_domain) throw AppError.badRequest(DOMAIN_RULE);
    return { workspaceDomain: body.workspace_domain, tenantId: null, allowedDomains: domains };
  }
  if (!body.tenant_id) throw AppError.badRequest(TENANT_RULE);
  // Personal Microsoft accounts share this tenant: it is never a school's.
  if (body.tenant_id === MICROSOFT_CONSUMER_TENANT) throw AppError.badRequest(PERSONAL_TENANT);
  return { tenantId: body.tenant_id, workspaceDomain: null, allowedDomains: domains };
}

const alreadyConfigured = (error: unknown): never => {
  if (error instanceof QueryFailedError && isDuplicateKey(error)) {
    throw AppError.conflict(ALREADY_CONFIGURED);
  }
  throw error;
};
