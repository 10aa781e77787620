import { MICROSOFT_CONSUMER_TENANT } from '@aspire/domain';
import { AuditLog } from '../../src/audit/entities/audit-log.entity';
import { SchoolSsoConfig } from '../../src/sso/entities/school-sso-config.entity';
import { SecretBox, secretBinding } from '../../src/sso/secret-box';
import {
  ALREADY_CONFIGURED,
  NO_SECRET_KEY,
  PERSONAL_TENANT,
} from '../../src/sso/sso-config.service';
import { DOMAIN_RULE, TENANT_RULE } from '../../src/sso/dto/sso-config-body.dto';
import { asBearer } from '../support/as-bearer';
import { staffToken } from '../support/factories';
import { createTestApp, TestApp } from '../support/test-app';
import { MICROSOFT_CLIENT } from '../support/oidc/test-provider';
import { ssoWorld, SsoWorld, TEST_SSO_KEY } from '../support/oidc/sso-world';

const SECRET = 'a-client-secret-nobody-may-read-again';

describe("Back-office: a school's sign-in settings", () => {
  let w: SsoWorld;
  beforeAll(async () => {
    w = await ssoWorld();
  }, 180_000);
  afterAll(() => w.close());

  const microsoftBody = (overrides: Record<string, unknown> = {}) => ({
    school_id: w.schools.microsoft,
    provider: 'microsoft',
    client_id: 'another-client',
    client_secret: SECRET,
    tenant_id: MICROSOFT_CLIENT.tenantId,
    allowed_domains: ['mschool.test'],
    enabled: false,
    ...overrides,
  });

  it('should store the secret sealed, never answer it, never export it, and audit without it', async () => {
    const list = await w.admin.get('/api/admin/school-sso');
    const google = list.body.find((c: { provider: string }) => c.provider === 'google');
    const edited = await w.admin.put(`/api/admin/school-sso/${google.id}`, {
      school_id: w.schools.google,
      provider: 'google',
      client_id: 'aspire-google-client',
      client_secret: SECRET,
      workspace_domain: 'gschool.test',
      allowed_domains: ['GSchool.test '],
      enabled: true,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toEqual({
      id: google.id,
      school_id: w.schools.google,
      school_name: 'Google Grammar',
      provider: 'google',
      client_id: 'aspire-google-client',
      has_secret: true,
      tenant_id: null,
      workspace_domain: 'gschool.test',
      allowed_domains: ['gschool.test'],
      enabled: true,
      updated_at: expect.any(String),
    });
    const row = await w.t.dataSource
      .getRepository(SchoolSsoConfig)
      .findOneByOrFail({ id: google.id });
    expect(row.clientSecretSealed).not.toContain(SECRET);
    const box = new SecretBox(Buffer.from(TEST_SSO_KEY, 'base64'));
    expect(box.open(row.clientSecretSealed, secretBinding(w.schools.google, 'google'))).toBe(
      SECRET,
    );
    // Bound to its row: the same sealed text does not open as another school's.
    expect(
      box.open(row.clientSecretSealed, secretBinding(w.schools.microsoft, 'google')),
    ).toBeNull();

    const csv = await w.admin.get('/api/admin/school-sso/export.csv');
    expect(csv.status).toBe(200);
    expect(csv.text).toContain('aspire-google-client');
    expect(csv.text).not.toContain(SECRET);
    expect(csv.text).not.toContain(row.clientSecretSealed.slice(0, 20));
    expect(JSON.stringify((await w.admin.get('/api/admin/school-sso')).body)).not.toContain(SECRET);

    const audit = await w.t.dataSource
      .getRepository(AuditLog)
      .findOneByOrFail({ resource: 'school-sso', action: 'update', resourceId: String(google.id) });
    expect(audit.after).toMatchObject({
      client_secret: 'changed',
      allowed_domains: ['gschool.test'],
    });
    expect(JSON.stringify(audit)).not.toContain(SECRET);
    expect(JSON.stringify(audit)).not.toContain(row.clientSecretSealed);
  });

  it('should keep the stored secret when an edit leaves it out', async () => {
    const list = await w.admin.get('/api/admin/school-sso');
    const microsoft = list.body.find((c: { provider: string }) => c.provider === 'microsoft');
    const before = await w.t.dataSource
      .getRepository(SchoolSsoConfig)
      .findOneByOrFail({ id: microsoft.id });
    const { client_secret: _drop, ...body } = microsoftBody({
      client_id: MICROSOFT_CLIENT.clientId,
      enabled: true,
    });
    expect((await w.admin.put(`/api/admin/school-sso/${microsoft.id}`, body)).status).toBe(200);
    const after = await w.t.dataSource
      .getRepository(SchoolSsoConfig)
      .findOneByOrFail({ id: microsoft.id });
    expect(after.clientSecretSealed).toBe(before.clientSecretSealed);
  });

  it('should refuse a second configuration of a school and provider, and each provider without its lock', async () => {
    expect((await w.admin.post('/api/admin/school-sso', microsoftBody())).body).toEqual({
      error: ALREADY_CONFIGURED,
    });
    const noTenant = await w.admin.post(
      '/api/admin/school-sso',
      microsoftBody({ tenant_id: null }),
    );
    expect(noTenant.body).toEqual({ error: TENANT_RULE });
    const personal = await w.admin.post(
      '/api/admin/school-sso',
      microsoftBody({ tenant_id: MICROSOFT_CONSUMER_TENANT }),
    );
    expect(personal.body).toEqual({ error: PERSONAL_TENANT });
    const noDomain = await w.admin.post(
      '/api/admin/school-sso',
      microsoftBody({ provider: 'google', tenant_id: null, workspace_domain: null }),
    );
    expect(noDomain.body).toEqual({ error: DOMAIN_RULE });
    const badDomain = await w.admin.post(
      '/api/admin/school-sso',
      microsoftBody({ allowed_domains: ['@mschool.test'] }),
    );
    expect(badDomain.status).toBe(400);
    expect(badDomain.body).toEqual({ error: DOMAIN_RULE });
  });

  it('should store one configuration when fifty identical creates arrive at once', async () => {
    const body = microsoftBody({
      provider: 'google',
      tenant_id: null,
      workspace_domain: 'mschool.test',
      client_id: 'fifty-at-once',
    });
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => w.admin.post('/api/admin/school-sso', body)),
    );
    const created = answers.filter((r) => r.status === 201);
    expect(created).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409).map((r) => r.body)).toEqual(
      Array.from({ length: 49 }, () => ({ error: ALREADY_CONFIGURED })),
    );
    const rows = await w.t.dataSource
      .getRepository(SchoolSsoConfig)
      .findBy({ schoolId: w.schools.microsoft, provider: 'google' });
    expect(rows.map((r) => r.id)).toEqual([created[0].body.id]);
    // Nothing half-written: one audit row, for the one configuration stored.
    const audits = await w.t.dataSource
      .getRepository(AuditLog)
      .findBy({ resource: 'school-sso', resourceId: String(created[0].body.id) });
    expect(audits.map((a) => a.action)).toEqual(['create']);
    expect((await w.admin.del(`/api/admin/school-sso/${created[0].body.id}`)).status).toBe(200);
  });

  it("should let a coordinator read their own school's settings only, and change none", async () => {
    const coordinator = asBearer(w.t, await staffToken(w.t, 'coordinator'));
    const list = await coordinator.get('/api/admin/school-sso');
    expect(list.status).toBe(200);
    expect(list.body).toEqual([]); // the demo school has none
    const all = await w.admin.get('/api/admin/school-sso');
    expect((await coordinator.get(`/api/admin/school-sso/${all.body[0].id}`)).status).toBe(403);
    expect((await coordinator.post('/api/admin/school-sso', microsoftBody())).status).toBe(403);
    expect((await coordinator.del(`/api/admin/school-sso/${all.body[0].id}`)).status).toBe(403);
  });
});

describe('Back-office: sign-in settings without SSO_SECRET_KEY', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 180_000);
  afterAll(() => t.close());

  it('should refuse to save a secret it could not seal', async () => {
    const admin = asBearer(t, await staffToken(t, 'admin'));
    const res = await admin.post('/api/admin/school-sso', {
      school_id: 1,
      provider: 'google',
      client_id: 'x',
      client_secret: SECRET,
      workspace_domain: 'demo-school.test',
      allowed_domains: ['demo-school.test'],
      enabled: true,
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: NO_SECRET_KEY });
    expect(await t.dataSource.getRepository(SchoolSsoConfig).count()).toBe(0);
  });
});
