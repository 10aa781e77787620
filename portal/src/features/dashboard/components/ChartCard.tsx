import type { ReactNode } from 'react';
import '../../../components/light-controls.css';
import './dashboard.css';

type ChartCardProps = { title: string; hint?: string; children: ReactNode };

/**
 * A titled frame around one dashboard chart (an outlined Paper, without MUI:
 * docs/decisions/0046-light-first-screens.md).
 */
export function ChartCard({ title, hint, children }: ChartCardProps) {
  return (
    <section aria-label={title} className="lc-paper dash-card">
      <h3 className="lc-h6">{title}</h3>
      {hint && <p className="lc-body2 lc-secondary dash-card-hint">{hint}</p>}
      {children}
    </section>
  );
}
