/** The roles of an account, in the order staff pick them. */
export const USER_ROLES = [
  'user',
  'subject_consultant',
  'coordinator',
  'careers_adviser',
  'admin',
] as const;
export type UserRole = (typeof USER_ROLES)[number];

/**
 * The roles that sign in to the back-office. A careers adviser signs in there to read the reports
 * students shared with their school's advisers, and nothing else (docs/product/advisers.md).
 */
export const STAFF_ROLES = ['admin', 'coordinator', 'careers_adviser'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const isStaffRole = (role: unknown): role is StaffRole =>
  (STAFF_ROLES as readonly unknown[]).includes(role);

/** The back-office's refusal of any other role. */
export const USER_ROLE_INVALID = `Role must be one of: ${USER_ROLES.join(', ')}.`;
