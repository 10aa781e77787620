import { GlobalStyles } from '@mui/material';
import { createPortal } from 'react-dom';

export type Slip = {
  username: string;
  code: string;
  year_group?: string | null;
  class_name?: string | null;
};

/** Where a student types their code: the portal's /recover on this site. */
export const recoverUrl = (origin = window.location.origin): string => `${origin}/recover`;

// On paper only the slips: every other child of <body> (the whole back-office) is not printed,
// so one code is one slip, not the dashboard's four pages (docs/product/coordinators.md,
// "Recovery codes").
const PRINT_ONLY_SLIPS = {
  '.recovery-slips': { display: 'none' },
  '@media print': {
    'body > *:not(.recovery-slips)': { display: 'none !important' },
    '.recovery-slips': {
      display: 'grid !important',
      gridTemplateColumns: '1fr 1fr',
      gap: '4mm',
      margin: 0,
    },
    '@page': { size: 'A4', margin: '10mm' },
  },
};

/**
 * The print view of recovery codes: one cut-out slip per student with their name, the code, the
 * full address, the expiry and two lines of instructions; eight to an A4 page. Drawn outside the
 * app's root so the print rules can leave everything else off the paper.
 */
export const RecoverySlips = ({ slips, expiresAt }: { slips: Slip[]; expiresAt: string }) => {
  const expires = new Date(expiresAt).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const url = recoverUrl();
  return createPortal(
    <>
      <GlobalStyles styles={PRINT_ONLY_SLIPS} />
      <div className="recovery-slips" data-testid="recovery-slips">
        {slips.map((s) => (
          <section
            key={s.username}
            className="recovery-slip"
            style={{
              border: '1px dashed #333',
              padding: '4mm',
              breakInside: 'avoid',
              fontFamily: 'sans-serif',
              fontSize: '10pt',
              color: '#000',
            }}
          >
            <div style={{ fontWeight: 700 }}>
              {s.username}
              {s.class_name || s.year_group ? ` (${s.class_name || s.year_group})` : ''}
            </div>
            <div style={{ fontFamily: 'monospace', fontSize: '14pt', margin: '2mm 0' }}>
              {s.code}
            </div>
            <div>{url}</div>
            <div>Valid until {expires}, once.</div>
            <p style={{ margin: '2mm 0 0' }}>
              Open the address, type your username, this code and a new password.
              <br />
              Keep this slip private; ask your coordinator for a new one if it stops working.
            </p>
          </section>
        ))}
      </div>
    </>,
    document.body,
  );
};
