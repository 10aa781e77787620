import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../config/get-public-config';

/**
 * The contact footer with the support address (docs/product/access.md, "The registration form").
 */
export function ContactFooter() {
  const { supportEmail } = usePublicConfig();
  return (
    <Box component="footer" sx={{ py: 3, pb: { xs: 3, md: 8 }, textAlign: 'center' }}>
      <Typography variant="body2" color="text.secondary">
        Need help? Contact us at <Link href={`mailto:${supportEmail}`}>{supportEmail}</Link>
      </Typography>
    </Box>
  );
}
