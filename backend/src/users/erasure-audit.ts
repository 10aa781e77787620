import { EntityManager } from 'typeorm';
import { like } from '../admin/admin-resource';
import { AuditLog } from '../audit/entities/audit-log.entity';
import { PersonalDataRepository } from './personal-data.repository';

export const ERASED = '[erased]';

/** What identifies an erased person in the audit trail: every address and username they had. */
export type Identity = { id: string; addresses: string[]; usernames: string[] };

/** Addresses and usernames the trail remembers for this user (old e-mails, old usernames). */
export async function identityInTrail(
  personal: PersonalDataRepository,
  m: EntityManager,
  id: string,
  current: { email: string; username: string },
): Promise<Identity> {
  const rows = await personal.trailAbout(m, id);
  const addresses = new Set([current.email.toLowerCase()]);
  const usernames = new Set([current.username]);
  for (const row of rows) {
    if (row.actorId === id && row.actorEmail) addresses.add(row.actorEmail.toLowerCase());
    if (row.resource !== 'users' || row.resourceId !== id) continue;
    for (const side of [row.before, row.after] as Record<string, unknown>[]) {
      if (typeof side?.email === 'string') addresses.add(side.email.toLowerCase());
      if (typeof side?.username === 'string') usernames.add(side.username);
    }
  }
  return { id, addresses: [...addresses], usernames: [...usernames] };
}

/**
 * Keeps the action trail (what happened, when, the opaque ids) but removes who it was: on every
 * row that names the person, their e-mails and usernames become "[erased]", and on the rows
 * they acted in, the actor e-mail and IP address go too.
 */
export async function anonymiseTrail(
  personal: PersonalDataRepository,
  m: EntityManager,
  who: Identity,
  alsoErase: string[] = [],
): Promise<void> {
  const addresses = [...who.addresses, ...alsoErase.map((a) => a.toLowerCase())];
  // JSON text holds values quoted; a username counts only as a whole value.
  const patterns = [...addresses, ...who.usernames.map((u) => `"${u}"`)].map((p) => like(p));
  const scrub = scrubber(addresses, who.usernames);
  for (const row of await personal.trailNaming(m, who.id, addresses, patterns)) {
    const theirs =
      row.actorId === who.id || addresses.includes(row.actorEmail?.toLowerCase() ?? '');
    await m.update(AuditLog, row.id, {
      before: scrub(row.before) as object | null,
      after: scrub(row.after) as object | null,
      ...(theirs ? { actorEmail: null, ip: null } : {}),
    });
  }
}

/** Replaces every string that contains one of the addresses or equals one of the usernames. */
function scrubber(addresses: string[], usernames: string[]) {
  const names = new Set(usernames.map((u) => u.toLowerCase()));
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') {
      const lower = value.toLowerCase();
      return names.has(lower) || addresses.some((a) => lower.includes(a)) ? ERASED : value;
    }
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v)]));
    }
    return value;
  };
  return scrub;
}
