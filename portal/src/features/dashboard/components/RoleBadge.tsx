import Chip from '@mui/material/Chip';

type RoleBadgeProps = { role: string | null; isAdmin: boolean };

/** spec 002 §2/§6: an Admin or Subject Consultant badge (the consultant role is a badge only). */
export function RoleBadge({ role, isAdmin }: RoleBadgeProps) {
  if (isAdmin) return <Chip size="small" color="secondary" label="Admin" />;
  if (role === 'subject_consultant') {
    return <Chip size="small" color="info" label="Subject Consultant" />;
  }
  return null;
}
