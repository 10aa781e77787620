/** What staff read instead of codes: shared by the back-office and its CSV exports. */

export const ROLE_LABELS: Record<string, string> = {
  user: 'Student',
  subject_consultant: 'Subject consultant',
  coordinator: 'School coordinator',
  careers_adviser: 'Careers adviser',
  admin: 'Administrator',
};

export const AUDIT_ACTION_LABELS: Record<string, string> = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  copy: 'Copied',
  import: 'Imported',
  role_change: 'Role changed',
  unlock: 'Unlocked',
  resend_verification: 'Verification e-mail resent',
  register: 'Registered',
  email_verified: 'E-mail verified',
  email_changed: 'E-mail changed',
  login_failed: 'Failed sign-in',
  login_locked: 'Sign-in locked',
  password_reset: 'Password reset',
  update_username: 'Username changed',
  invite: 'Friend invited',
  account_deleted: 'Account deleted',
  roster_import: 'Roster imported',
  add_rejected_domain: 'Refused domain added',
  bulk_resend_verification: 'Verification e-mails resent',
  roster_invite: 'Rostered students invited',
  adviser_view: 'Shared reports opened',
};

export const AUDIT_RESOURCE_LABELS: Record<string, string> = {
  questions: 'Questions',
  facets: 'Facets',
  whitelist: 'Whitelist',
  schools: 'Schools',
  users: 'Users',
  students: 'Students',
  auth: 'Sign-in',
  settings: 'Settings',
  'shared-reports': 'Shared reports',
};

/** An unknown code still reads as words: "account_erased" → "Account erased". */
const humanise = (code: string): string => {
  const words = code.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : '';
};

const labelFrom =
  (labels: Record<string, string>) =>
  (code: unknown): string => {
    const key = String(code ?? '');
    return Object.prototype.hasOwnProperty.call(labels, key) ? labels[key] : humanise(key);
  };

export const roleLabel = labelFrom(ROLE_LABELS);
export const auditActionLabel = labelFrom(AUDIT_ACTION_LABELS);
export const auditResourceLabel = labelFrom(AUDIT_RESOURCE_LABELS);

export const yesNo = (value: unknown): string => (value ? 'Yes' : 'No');

/** Options as a coordinator reads them: "Never (1); Often (4)". */
export const optionsText = (options: unknown): string =>
  Array.isArray(options)
    ? options
        .map(
          (o: { optionText?: unknown; score?: unknown }) =>
            `${String(o?.optionText ?? '')} (${String(o?.score ?? '')})`,
        )
        .join('; ')
    : '';

/** Choices for a select filter: codes as ids, labels as names, sorted by label. */
export const labelledChoices = (labels: Record<string, string>) =>
  Object.entries(labels)
    .map(([id, name]) => ({ id, name }))
    .sort((a, b) => a.name.localeCompare(b.name));
