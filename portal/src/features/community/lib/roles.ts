/** How a role is named on the community pages. */
const ROLE_LABELS: Record<string, string> = {
  user: 'Student',
  subject_consultant: 'Subject Consultant',
  coordinator: 'Coordinator',
  admin: 'Admin',
};

export const roleLabel = (role: string | null | undefined): string =>
  ROLE_LABELS[role ?? ''] ?? 'Member';
