import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useId, useState, type ReactNode } from 'react';
import type { ChartTable } from './chart-table';

/** Read by screen readers, not drawn (the usual clip pattern; px, as sx reads 1 as 100 %). */
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  p: 0,
  m: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

type ChartFigureProps = {
  /** what the chart shows; the figure's caption (read by screen readers, hidden on screen) */
  caption: string;
  table: ChartTable;
  children: ReactNode;
};

/**
 * Issue 16: every chart is a figure with a caption and its data as a table behind a "Show data
 * table" button, so a chart is never the only way to read a score (WCAG 1.1.1, 1.4.1). The button
 * is left out of print, where the report prints its own tables.
 */
export function ChartFigure({ caption, table, children }: ChartFigureProps) {
  const [open, setOpen] = useState(false);
  const captionId = useId();
  const tableId = useId();
  return (
    <Box component="figure" aria-labelledby={captionId} sx={{ m: 0 }}>
      <Box component="figcaption" id={captionId} sx={visuallyHidden}>
        {caption}
      </Box>
      {children}
      <Button
        size="small"
        aria-expanded={open}
        aria-controls={open ? tableId : undefined}
        onClick={() => setOpen((shown) => !shown)}
        sx={{ mt: 1, minHeight: 24, '@media print': { display: 'none' } }}
      >
        {open ? 'Hide data table' : 'Show data table'}
      </Button>
      {open && <ChartDataTable id={tableId} caption={caption} table={table} />}
    </Box>
  );
}

type ChartDataTableProps = { id: string; caption: string; table: ChartTable };

/** The chart's data: one row per label, a header per column; scrolls on its own when narrow. */
export function ChartDataTable({ id, caption, table }: ChartDataTableProps) {
  const cell = { textAlign: 'left', p: '4px 12px 4px 0', borderBottom: '1px solid #c4cad1' };
  return (
    <Box
      id={id}
      role="region"
      aria-label={`${caption} data`}
      tabIndex={0}
      sx={{ overflowX: 'auto', mt: 1 }}
    >
      <Box component="table" sx={{ borderCollapse: 'collapse', fontSize: 14, minWidth: '100%' }}>
        <Box component="caption" sx={visuallyHidden}>
          {caption}
        </Box>
        <thead>
          <tr>
            {table.columns.map((column) => (
              <Box component="th" scope="col" key={column} sx={cell}>
                {column}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((text, i) =>
                i === 0 ? (
                  <Box component="th" scope="row" key={i} sx={{ ...cell, fontWeight: 400 }}>
                    {text}
                  </Box>
                ) : (
                  <Box component="td" key={i} sx={cell}>
                    {text}
                  </Box>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </Box>
    </Box>
  );
}
