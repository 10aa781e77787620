import { Card, CardContent, CardHeader, Typography } from '@mui/material';
import { Title, useGetIdentity } from 'react-admin';
import { backofficeTitle } from '../lib/product-name';
import { CoordinatorReports } from '../reports/CoordinatorReports';

const roleLabels: Record<string, string> = {
  admin: 'Administrator',
  coordinator: 'School coordinator',
  careers_adviser: 'Careers adviser',
};

const roleWork: Record<string, string> = {
  coordinator: "You can review your school's whitelist, its users and its usage reports.",
  careers_adviser:
    "You can read the reports your school's students chose to share with their careers advisers. Each student sees when you open theirs.",
};

// The welcome card, then the usage reports for coordinators and admins.
export const Dashboard = () => {
  const { identity, isPending } = useGetIdentity();
  if (isPending || !identity) return null;
  const role = String(identity.role ?? '');
  return (
    <>
      <Card sx={{ mt: 2 }}>
        <Title title={backofficeTitle()} />
        <CardHeader title={`Welcome, ${identity.fullName ?? ''}`} />
        <CardContent>
          <Typography variant="body1" data-testid="dashboard-role">
            Signed in as {roleLabels[role] ?? role}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {roleWork[role] ??
              'You can manage the question bank, facets, whitelist, schools, users and the audit trail.'}
          </Typography>
        </CardContent>
      </Card>
      {/* Usage reports are a coordinator's and an admin's; an adviser has none of them. */}
      {role !== 'careers_adviser' && <CoordinatorReports isAdmin={role === 'admin'} />}
    </>
  );
};
