import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PageLayout } from '../../../components/PageLayout';
import { usePublicConfig } from '../../../config/get-public-config';
import { privacySections } from '../lib/privacy-text';

/** /privacy: what Aspire keeps, why, how long and who sees it. Open without signing in. */
export function PrivacyPage() {
  const { retention, supportEmail, productName } = usePublicConfig();
  return (
    <PageLayout maxWidth="sm">
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Typography variant="h4" component="h1" gutterBottom>
          Your data in {productName}
        </Typography>
        {privacySections(retention, supportEmail).map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`}>
            <Typography
              id={`privacy-${section.id}`}
              variant="h6"
              component="h2"
              sx={{ mt: 3, mb: 1 }}
            >
              {section.title}
            </Typography>
            <ul>
              {section.points.map((point) => (
                <Typography component="li" variant="body1" key={point} sx={{ mb: 0.5 }}>
                  {point}
                </Typography>
              ))}
            </ul>
          </section>
        ))}
        <Link component={RouterLink} to="/login">
          Back to sign in
        </Link>
      </Paper>
    </PageLayout>
  );
}
