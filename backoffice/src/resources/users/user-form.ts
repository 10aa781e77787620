// The users resource's pure rules: roles, lock state and the body of PUT /api/admin/users/:id.

import { ROLE_LABELS, USER_ROLES, type UserRole } from '@aspire/domain';

export type { UserRole };

/** The roles and their labels are domain's, the server's own list. */
export const ROLE_CHOICES: { id: UserRole; name: string }[] = USER_ROLES.map((id) => ({
  id,
  name: ROLE_LABELS[id],
}));

export const VERIFIED_CHOICES = [
  { id: true, name: 'Verified' },
  { id: false, name: 'Not verified' },
];

export const roleLabel = (role: unknown): string =>
  ROLE_CHOICES.find((choice) => choice.id === role)?.name ?? String(role ?? '');

/** Locked while `locked_until` lies in the future. */
export const isLocked = (user: Record<string, unknown>, now: Date = new Date()): boolean => {
  if (typeof user.locked_until !== 'string' || !user.locked_until) return false;
  const until = Date.parse(user.locked_until);
  return Number.isFinite(until) && until > now.getTime();
};

export type UserFieldAccess = { role: boolean; school: boolean };

/**
 * PUT {username, role?, school_id?}: a coordinator sends only the username, since role and school
 * changes are the admin's (the server refuses them from a coordinator anyway).
 */
export const toUserPayload = (record: Record<string, unknown>, access: UserFieldAccess) => {
  const payload: { username: string; role?: UserRole; school_id?: number | null } = {
    username: String(record.username ?? '').trim(),
  };
  if (access.role && typeof record.role === 'string') payload.role = record.role as UserRole;
  if (access.school) {
    payload.school_id =
      record.school_id === null || record.school_id === undefined || record.school_id === ''
        ? null
        : Number(record.school_id);
  }
  return payload;
};
