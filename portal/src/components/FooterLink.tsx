import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { usePublicConfig } from '../config/get-public-config';

/**
 * The fixed footer link to the provider's website (docs/product/access.md). On a phone a fixed
 * bar would take 40 px of every screen, so there it is the last line of the page instead.
 */
export function FooterLink() {
  const { websiteUrl } = usePublicConfig();
  return (
    <Paper
      square
      elevation={3}
      data-testid="website-bar"
      sx={{
        position: { xs: 'static', md: 'fixed' },
        bottom: 0,
        left: 0,
        right: 0,
        py: 1,
        textAlign: 'center',
      }}
    >
      <Link href={websiteUrl} variant="body2" target="_blank" rel="noopener noreferrer">
        Visit our website
      </Link>
    </Paper>
  );
}
