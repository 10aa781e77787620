import '../../../components/light-controls.css';

type RoleBadgeProps = { role: string | null; isAdmin: boolean };

/**
 * docs/product/dashboard.md: an Admin or Subject Consultant badge
 * (the consultant role is a badge only), as MUI's small Chip, without MUI.
 */
export function RoleBadge({ role, isAdmin }: RoleBadgeProps) {
  if (isAdmin) return <span className="lc-chip lc-chip--small lc-chip--secondary">Admin</span>;
  if (role === 'subject_consultant') {
    return <span className="lc-chip lc-chip--small lc-chip--info">Subject Consultant</span>;
  }
  return null;
}
