import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** The two schools' clients at the test provider (docs/decisions/0166). */
export const TEST_TENANT = '6f7e8d9c-0b1a-4c2d-9e3f-a1b2c3d4e5f6';
export const GOOGLE_CLIENT = {
  clientId: 'aspire-google-client',
  clientSecret: 'google-secret-0123456789',
};
export const MICROSOFT_CLIENT = {
  clientId: 'aspire-microsoft-client',
  clientSecret: 'microsoft-secret-0123456789',
  tenantId: TEST_TENANT,
};

export type Behaviour = { tamperIdToken?: boolean; codeTtlSeconds?: number };

export type TestProvider = {
  /** The Google-style issuer (its root) and the Microsoft-style one (`/<tenant>/v2.0`). */
  google: string;
  microsoft: string;
  /** The app's settings that point at this provider. */
  env: Record<string, string>;
  addAccount: (id: string, claims: Record<string, unknown>) => Promise<void>;
  behave: (behaviour: Behaviour) => Promise<void>;
  stop: () => Promise<void>;
};

/** SSO_MICROSOFT_AUTHORITY for an origin: the tenant goes where Entra puts it. */
export const microsoftAuthority = (origin: string) => `${origin}/{tenant}/v2.0`;

/**
 * Starts oidc-provider (provider-process.mjs) as a child process on free ports, with both
 * schools' clients registered for `redirectUris`; resolves when it listens.
 */
export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const child: ChildProcess = spawn(process.execPath, [join(__dirname, 'provider-process.mjs')], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'test',
      OIDC_TEST_SETTINGS: JSON.stringify({
        redirectUris,
        google: GOOGLE_CLIENT,
        microsoft: MICROSOFT_CLIENT,
      }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const first = await Promise.race([
    new Promise<string>((resolve) =>
      createInterface({ input: child.stdout! }).once('line', resolve),
    ),
    exited.then((code) => {
      throw new Error(`The test OIDC provider exited (${code}): ${errors}`);
    }),
  ]);
  const issuers = JSON.parse(first) as {
    google: string;
    microsoft: string;
    microsoftOrigin: string;
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${issuers.microsoftOrigin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status}`);
  };
  return {
    google: issuers.google,
    microsoft: issuers.microsoft,
    env: {
      SSO_GOOGLE_ISSUER: issuers.google,
      SSO_MICROSOFT_AUTHORITY: microsoftAuthority(issuers.microsoftOrigin),
      SSO_ALLOW_HTTP_ISSUER: 'true',
    },
    addAccount: (id, claims) => post('/__test/accounts', { id, claims }),
    behave: (behaviour) => post('/__test/behaviour', behaviour),
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
