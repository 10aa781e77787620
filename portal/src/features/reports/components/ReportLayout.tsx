import CloseIcon from '@mui/icons-material/Close';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Logo } from '../../../components/Logo';
import { ThemedPage } from '../../../components/ThemedPage';
import { usePageView } from '../../../lib/use-page-view';
import { usePrint } from '../hooks/use-print';
import { PrintHeader } from './PrintHeader';
import './report-print.css';

export type ReportClose = {
  to: string;
  /** The state marking where the user came from (docs/product/assessments.md) */
  state: Record<string, unknown>;
  /** a text button ('Return to Dashboard') instead of the close cross */
  label?: string;
};

type ReportLayoutProps = {
  title: string;
  subtitle: string;
  /** Content width at most (px; docs/product/assessments.md, "The score reports") */
  maxWidth: number;
  close: ReportClose;
  /** More buttons beside Print (the Share and PDF ones), loaded on their own. */
  actions?: ReactNode;
  children: ReactNode;
};

/** The header and frame of the three score screens; sends the page view with the title. */
export function ReportLayout({
  title,
  subtitle,
  maxWidth,
  close,
  actions,
  children,
}: ReportLayoutProps) {
  const navigate = useNavigate();
  const print = usePrint();
  usePageView(title);
  const leave = () => void navigate(close.to, { state: close.state });

  return (
    <ThemedPage>
      <Box
        className="report-root"
        component="main"
        sx={{ maxWidth, mx: 'auto', px: { xs: 2, md: 4 }, py: 3 }}
      >
        <PrintHeader title={title} />
        {/* Reflow at 320 px / 400 % zoom: the buttons wrap under the title rather
            than squeezing it to nothing, and a long title word breaks instead of overflowing. */}
        <Stack
          component="header"
          direction="row"
          spacing={2}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 3, color: 'primary.main' }}
        >
          <Logo size={44} />
          <Box sx={{ flex: '1 1 12rem', minWidth: 0 }}>
            <Typography
              variant="h4"
              component="h1"
              sx={{
                fontWeight: 700,
                overflowWrap: 'anywhere',
                fontSize: { xs: '1.75rem', sm: undefined },
              }}
            >
              {title}
            </Typography>
            <Typography variant="subtitle1" component="p" color="text.secondary">
              {subtitle}
            </Typography>
          </Box>
          <Stack
            className="report-no-print"
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap' }}
          >
            <Suspense fallback={null}>{actions}</Suspense>
            <Button variant="outlined" startIcon={<PrintIcon />} onClick={print}>
              Print as PDF
            </Button>
            {close.label ? (
              <Button variant="contained" onClick={leave}>
                {close.label}
              </Button>
            ) : (
              <IconButton aria-label="Close" onClick={leave}>
                <CloseIcon />
              </IconButton>
            )}
          </Stack>
        </Stack>
        {children}
      </Box>
    </ThemedPage>
  );
}
