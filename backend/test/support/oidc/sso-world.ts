import { schoolNameKey } from '@aspire/domain';
import { randomBytes } from 'node:crypto';
import { asBearer } from '../as-bearer';
import { staffToken } from '../factories';
import { createTestApp, TestApp } from '../test-app';
import { School } from '../../../src/schools/entities/school.entity';
import { WhitelistEntry } from '../../../src/whitelist/entities/whitelist-entry.entity';
import { GOOGLE_CLIENT, MICROSOFT_CLIENT, startTestProvider, TestProvider } from './test-provider';
import { CALLBACK_PREFIX } from './sso-browser';

/** The two schools of the SSO tests: one on Google Workspace, one on Microsoft Entra ID. */
export const GOOGLE_SCHOOL = { domain: 'gschool.test', name: 'Google Grammar' };
export const MICROSOFT_SCHOOL = { domain: 'mschool.test', name: 'Microsoft Academy' };
export const TEST_SSO_KEY = randomBytes(32).toString('base64');

export type SsoWorld = {
  t: TestApp;
  provider: TestProvider;
  admin: ReturnType<typeof asBearer>;
  schools: { google: number; microsoft: number };
  close: () => Promise<void>;
};

/**
 * The app on a fresh database with the test provider, both schools, their whitelisted
 * domains, and each school's sign-in switched on through the back-office API.
 */
export async function ssoWorld(
  env: Record<string, string> = {},
  options: Pick<Parameters<typeof createTestApp>[0] & object, 'logStream' | 'logger'> = {},
): Promise<SsoWorld> {
  const provider = await startTestProvider([CALLBACK_PREFIX]);
  const t = await createTestApp({
    env: { ...provider.env, SSO_SECRET_KEY: TEST_SSO_KEY, ...env },
    ...options,
  });
  const admin = asBearer(t, await staffToken(t, 'admin'));
  const schools = { google: 0, microsoft: 0 };
  for (const [key, school] of [
    ['google', GOOGLE_SCHOOL],
    ['microsoft', MICROSOFT_SCHOOL],
  ] as const) {
    const inserted = await t.dataSource.getRepository(School).insert({
      name: school.name,
      nameKey: schoolNameKey(school.name),
      createdAt: t.clock.now(),
    });
    const saved = { id: inserted.identifiers[0].id as number };
    schools[key] = saved.id;
    await t.dataSource.getRepository(WhitelistEntry).insert({
      type: 'domain',
      value: school.domain,
      schoolId: saved.id,
      addedBy: null,
      createdAt: t.clock.now(),
    });
  }
  const google = await admin.post('/api/admin/school-sso', {
    school_id: schools.google,
    provider: 'google',
    client_id: GOOGLE_CLIENT.clientId,
    client_secret: GOOGLE_CLIENT.clientSecret,
    workspace_domain: GOOGLE_SCHOOL.domain,
    allowed_domains: [GOOGLE_SCHOOL.domain],
    enabled: true,
  });
  const microsoft = await admin.post('/api/admin/school-sso', {
    school_id: schools.microsoft,
    provider: 'microsoft',
    client_id: MICROSOFT_CLIENT.clientId,
    client_secret: MICROSOFT_CLIENT.clientSecret,
    tenant_id: MICROSOFT_CLIENT.tenantId,
    allowed_domains: [MICROSOFT_SCHOOL.domain],
    enabled: true,
  });
  if (google.status !== 201 || microsoft.status !== 201) {
    throw new Error(`config: ${google.text} ${microsoft.text}`);
  }
  return {
    t,
    provider,
    admin,
    schools,
    close: async () => {
      await t.close();
      await provider.stop();
    },
  };
}

let n = 0;
/** A fresh account name at the provider (its `sub`). */
export const subject = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${n++}`;

/** A Google Workspace pupil's claims; override any. */
export const googleClaims = (local: string, overrides: Record<string, unknown> = {}) => ({
  email: `${local}@${GOOGLE_SCHOOL.domain}`,
  email_verified: true,
  hd: GOOGLE_SCHOOL.domain,
  name: 'Ana Pupil',
  ...overrides,
});

/** An Entra pupil's claims (the domain owner verified the address: `xms_edov`). */
export const microsoftClaims = (local: string, overrides: Record<string, unknown> = {}) => ({
  email: `${local}@${MICROSOFT_SCHOOL.domain}`,
  tid: MICROSOFT_CLIENT.tenantId,
  oid: `oid-${local}`,
  xms_edov: true,
  name: 'Ben Pupil',
  ...overrides,
});
