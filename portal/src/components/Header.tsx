import AppBar from '@mui/material/AppBar';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../config/get-public-config';
import { Logo } from './Logo';

/** The product name and a logo link to the provider's product page (docs/product/access.md). */
export function Header() {
  const { productName, providerUrl } = usePublicConfig();
  return (
    <AppBar position="static" color="primary" elevation={0}>
      <Toolbar sx={{ gap: 1.5 }}>
        <Link
          href={providerUrl}
          aria-label={`${productName} logo`}
          color="inherit"
          sx={{ display: 'flex' }}
        >
          <Logo />
        </Link>
        <Typography variant="h6" component="p" sx={{ fontWeight: 700 }}>
          {productName}
        </Typography>
      </Toolbar>
    </AppBar>
  );
}
