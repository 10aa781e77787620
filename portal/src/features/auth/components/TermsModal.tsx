import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../../config/get-public-config';

/** Every section the terms modal covers, in order (docs/product/access.md). */
const SECTIONS: { title: string; text: string }[] = [
  {
    title: 'Purpose',
    text: 'The assessments and reports offer informational guidance only. They do not guarantee admission to any course or institution, or success in any career.',
  },
  {
    title: 'Eligibility',
    text: 'You must be 13 or over to use the service. If you are under 18, you need the permission of a parent or guardian.',
  },
  {
    title: 'Data Protection (GDPR)',
    text: 'We process your personal data in line with the General Data Protection Regulation. You can download or delete your data from your account at any time.',
  },
  {
    title: 'User Responsibility',
    text: 'You agree to give honest answers, keep your login details private and use the service only for its intended purpose.',
  },
  {
    title: 'No Legal Liability',
    text: 'Decisions you make based on the guidance are your own; the provider accepts no legal liability for them.',
  },
  {
    title: 'Changes to Terms',
    text: 'We may update these terms. Continuing to use the service after a change means you accept the updated terms.',
  },
];

type TermsModalProps = { open: boolean; onClose: () => void };

export function TermsModal({ open, onClose }: TermsModalProps) {
  const { termsUrl, privacyUrl, cookiesUrl } = usePublicConfig();
  return (
    <Dialog open={open} onClose={onClose} scroll="paper" aria-labelledby="terms-title">
      <DialogTitle id="terms-title">Terms and Conditions</DialogTitle>
      <DialogContent dividers>
        {SECTIONS.map(({ title, text }, i) => (
          <section key={title}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {i + 1}. {title}
            </Typography>
            <Typography variant="body2" sx={{ mb: 2 }}>
              {text}
            </Typography>
          </section>
        ))}
        <Typography variant="body2">
          Read our full{' '}
          <Link href={termsUrl} target="_blank" rel="noopener noreferrer">
            Terms of Service
          </Link>
          ,{' '}
          <Link href={privacyUrl} target="_blank" rel="noopener noreferrer">
            Privacy Policy
          </Link>{' '}
          and{' '}
          <Link href={cookiesUrl} target="_blank" rel="noopener noreferrer">
            Cookie Policy
          </Link>
          .
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
