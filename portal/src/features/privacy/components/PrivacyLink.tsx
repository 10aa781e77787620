import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router-dom';
import { PRIVACY_PATH } from '../lib/privacy-path';

/** "How we use your data": opens the privacy page in a new tab, so a form keeps its input. */
export function PrivacyLink() {
  return (
    <Link component={RouterLink} to={PRIVACY_PATH} target="_blank" rel="noopener" variant="body2">
      How we use your data
    </Link>
  );
}
