import TableContainer from '@mui/material/TableContainer';
import type { ReactNode } from 'react';

type TableRegionProps = { label: string; children: ReactNode };

/**
 * A table's box that scrolls sideways on a narrow screen rather than the page (WCAG 1.4.10). Issue
 * 16: a scrolling box must take keyboard focus so it can be scrolled without a mouse (axe
 * scrollable-region-focusable), and a focus stop needs a name: a labelled region.
 */
export function TableRegion({ label, children }: TableRegionProps) {
  return (
    <TableContainer tabIndex={0} role="region" aria-label={label}>
      {children}
    </TableContainer>
  );
}
