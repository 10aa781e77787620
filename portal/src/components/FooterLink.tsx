import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { usePublicConfig } from '../config/get-public-config';

/** spec 000 §1: the fixed footer link to the provider's website. */
export function FooterLink() {
  const { websiteUrl } = usePublicConfig();
  return (
    <Paper
      square
      elevation={3}
      sx={{ position: 'fixed', bottom: 0, left: 0, right: 0, py: 1, textAlign: 'center' }}
    >
      <Link href={websiteUrl} variant="body2" target="_blank" rel="noopener noreferrer">
        Visit our website
      </Link>
    </Paper>
  );
}
