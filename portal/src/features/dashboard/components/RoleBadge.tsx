import '../../../components/light-controls.css';

type RoleBadgeProps = { role: string | null; isAdmin: boolean };

/**
 * spec 002 §2/§6: an Admin or Subject Consultant badge (the consultant role is a badge only), as
 * MUI's small Chip, without MUI (issue 14).
 */
export function RoleBadge({ role, isAdmin }: RoleBadgeProps) {
  if (isAdmin) return <span className="lc-chip lc-chip--small lc-chip--secondary">Admin</span>;
  if (role === 'subject_consultant') {
    return <span className="lc-chip lc-chip--small lc-chip--info">Subject Consultant</span>;
  }
  return null;
}
