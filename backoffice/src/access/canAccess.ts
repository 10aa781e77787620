// Who may do what in the back-office. Pure, so the menu, the route guards and the tests share it.
// The server enforces the same rules; this only shapes the UI.
import { isStaffRole, type StaffRole } from '@aspire/domain';

// The back-office's staff are domain's (the server's sign-in admits the same roles).
export { isStaffRole, type StaffRole };

type Access = 'read' | 'write';

// react-admin names actions after its views; group them into reads and writes.
const actionAccess: Record<string, Access> = {
  list: 'read',
  show: 'read',
  export: 'read',
  create: 'write',
  edit: 'write',
  delete: 'write',
  clone: 'write',
  // Custom actions of the back-office's own buttons.
  import: 'write',
  unlock: 'write',
  'resend-verification': 'write',
  invite: 'write',
};

// Coordinators work only on their own school's whitelist, users, students and audit log (the usage
// reports on the dashboard are not a resource: the server scopes them). Field-level rules use
// `<resource>.<field>` names: a name that is not granted here (users.role, whitelist.school) is
// admin-only, so a coordinator can neither change a role nor move anything to another school.
const coordinatorGrants: Record<string, readonly Access[]> = {
  whitelist: ['read', 'write'],
  users: ['read', 'write'],
  // The school's students (list, export, roster import) and refused sign-ups.
  students: ['read', 'write'],
  'rejected-signups': ['read', 'write'],
  // Assignments of their school (the server checks the school on every call).
  assignments: ['read', 'write'],
  'audit-logs': ['read'],
  // Their school's scale health (the server hides it under 30 respondents).
  'scale-health': ['read'],
  // AI team feedback their school checks first, and that setting (docs/product/dashboard.md).
  'team-feedback': ['read', 'write'],
  'team-feedback-settings': ['read', 'write'],
  // Their school's sign-in settings, read-only: admins change them (docs/decisions/0162).
  'school-sso': ['read'],
};

// A careers adviser reads the students who shared their reports with the school's advisers, and
// nothing else (docs/product/advisers.md). Those reports are the advisers' alone: an admin or a
// coordinator has no such resource.
const adviserGrants: Record<string, readonly Access[]> = {
  'shared-students': ['read'],
};

const granted = (grants: Record<string, readonly Access[]>, resource: string, action: string) => {
  const access = actionAccess[action];
  return access !== undefined && (grants[resource]?.includes(access) ?? false);
};

export const canAccess = (role: unknown, resource: string, action: string): boolean => {
  if (role === 'careers_adviser') return granted(adviserGrants, resource, action);
  if (resource in adviserGrants) return false;
  if (role === 'admin') return true;
  if (role !== 'coordinator') return false;
  return granted(coordinatorGrants, resource, action);
};
