import {
  MICROSOFT_CONSUMER_TENANT,
  SsoProvider,
  ssoUnverifiedEmail,
  ssoWrongAccount,
} from '@aspire/domain';

/** The parts of a school's configuration the lock is checked against. */
export type SchoolLock = {
  provider: SsoProvider;
  tenantId: string | null;
  workspaceDomain: string | null;
  allowedDomains: string[];
};

/** An ID token's claims, already validated by openid-client (issuer, audience, expiry, nonce, signature). */
export type IdClaims = Record<string, unknown> & { iss: string; sub: string };

export type Verified = { ok: true; email: string; issuer: string; subject: string };
export type Refused = { ok: false; message: string; reason: string };

const lower = (value: unknown) => (typeof value === 'string' ? value.trim().toLowerCase() : '');

/**
 * The school's lock, checked on the server after the token is validated
 * (docs/decisions/0163). Google: `hd` must be the school's Workspace domain (the e-mail's
 * domain alone proves nothing: a consumer account can own any address) and `email_verified`
 * true. Microsoft: `tid` must be the school's tenant and never the personal-accounts tenant;
 * the e-mail counts as verified only with `email_verified` or `xms_edov` (Entra's "the domain
 * owner verified this address"), since Entra's `email` is otherwise editable by a tenant admin.
 * Either way the address must end in one of the school's allowed domains.
 */
export function checkSchoolLock(lock: SchoolLock, claims: IdClaims): Verified | Refused {
  const refuse = (reason: string, message = ssoWrongAccount(lock.provider)): Refused => ({
    ok: false,
    message,
    reason,
  });
  if (lock.provider === 'google') {
    if (!lock.workspaceDomain || lower(claims.hd) !== lock.workspaceDomain) {
      return refuse('wrong_domain');
    }
  } else {
    const tid = lower(claims.tid);
    if (tid === MICROSOFT_CONSUMER_TENANT) return refuse('personal_account');
    if (!lock.tenantId || tid !== lock.tenantId) return refuse('wrong_tenant');
  }
  const verified =
    claims.email_verified === true || (lock.provider === 'microsoft' && claims.xms_edov === true);
  const email = lower(claims.email);
  if (!email) return refuse('no_email', ssoUnverifiedEmail(lock.provider));
  if (!verified) return refuse('unverified_email', ssoUnverifiedEmail(lock.provider));
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!email.includes('@') || !lock.allowedDomains.includes(domain)) {
    return refuse('domain_not_allowed');
  }
  return { ok: true, email, issuer: claims.iss, subject: claims.sub };
}
