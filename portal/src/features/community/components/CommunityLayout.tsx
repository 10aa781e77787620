import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { PageLayout } from '../../../components/PageLayout';

type CommunityLayoutProps = { title: string; subtitle: string; children: ReactNode };

/** The frame of both community pages, with the way back to the dashboard. */
export function CommunityLayout({ title, subtitle, children }: CommunityLayoutProps) {
  const navigate = useNavigate();
  return (
    <PageLayout maxWidth="md">
      <Button
        startIcon={<ArrowBackIcon />}
        onClick={() => void navigate('/dashboard')}
        sx={{ mb: 1 }}
      >
        Back to Dashboard
      </Button>
      <Stack spacing={0.5} sx={{ mb: 3 }}>
        <Typography variant="h4" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{subtitle}</Typography>
      </Stack>
      {children}
    </PageLayout>
  );
}
