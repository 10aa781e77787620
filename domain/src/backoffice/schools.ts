/** School names: unique whatever their case or spacing. */

/** The name as stored and shown: trimmed, inner runs of spaces made one. */
export const cleanSchoolName = (name: string): string => name.trim().replace(/\s+/g, ' ');

/** The key the unique index holds: "Demo  School " and "demo school" are the same school. */
export const schoolNameKey = (name: string): string => cleanSchoolName(name).toLowerCase();

export const schoolNameTaken = (name: string): string =>
  `A school named "${cleanSchoolName(name)}" already exists.`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Deleting a school that still has people or whitelist entries would leave them school-less. */
export function schoolInUseMessage(users: number, domains: number, addresses: number): string {
  const parts = [
    users > 0 ? count(users, 'user', 'users') : null,
    domains > 0 ? count(domains, 'domain', 'domains') : null,
    addresses > 0
      ? count(addresses, 'whitelisted e-mail address', 'whitelisted e-mail addresses')
      : null,
  ].filter((p): p is string => p !== null);
  const list = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `This school still has ${list}. Move or remove them before deleting the school.`;
}
