import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { TableRegion } from '../../../components/TableRegion';
import { useMediaQuery } from '../../../lib/use-media-query';
import type { ScoreRow } from '../lib/chart-data';

type ScoreTableProps = {
  /** null: the data the table needs is missing */
  rows: readonly ScoreRow[] | null;
  emptyText: string;
  caption: string;
  /** when given, each facet links there in a new tab (UniReady's bachelor search) */
  facetHref?: (facet: string) => string;
  /** the standard error of measurement per facet, where the norms provide one */
  sems?: ReadonlyMap<string, number>;
};

/**
 * Below the theme's sm breakpoint (a phone) each facet is stacked as a card, so "Total Score"
 * stays in view without a sideways-scrolling box (docs/product/reading-reports.md, Scores).
 */
const NARROW = '(max-width: 599.95px)';

/**
 * Facet, Average Score (± its measurement error), Total Score, and a note under a facet that has
 * one (docs/product/reading-reports.md, Scores).
 */
export function ScoreTable({ rows, emptyText, caption, facetHref, sems }: ScoreTableProps) {
  const narrow = useMediaQuery(NARROW);
  if (!rows?.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  const facetName = (facet: string) =>
    facetHref ? (
      <Link href={facetHref(facet)} target="_blank" rel="noopener noreferrer">
        {facet}
      </Link>
    ) : (
      facet
    );
  const sem = (facet: string): ReactNode =>
    sems?.has(facet) && (
      <Typography
        component="span"
        variant="body2"
        color="text.secondary"
        aria-label={`plus or minus ${sems.get(facet)!.toFixed(2)}, measurement error`}
      >
        {` ± ${sems.get(facet)!.toFixed(2)}`}
      </Typography>
    );
  return narrow ? (
    <StackedScores rows={rows} caption={caption} facetName={facetName} sem={sem} />
  ) : (
    <TableRegion label={`${caption} table`}>
      <Table size="small" aria-label={caption}>
        <TableHead>
          <TableRow>
            <TableCell>Facet</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              Average Score
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              Total Score
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <Fragment key={row.facet}>
              <TableRow sx={row.note ? { '& > *': { borderBottom: 0 } } : undefined}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600 }}>
                  {facetName(row.facet)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.average}
                  {sem(row.facet)}
                </TableCell>
                <TableCell align="right">{row.total}</TableCell>
              </TableRow>
              {row.note && (
                <TableRow data-testid="facet-note">
                  <TableCell colSpan={3} sx={{ color: 'text.secondary', fontSize: 13, pt: 0 }}>
                    {row.note}
                  </TableCell>
                </TableRow>
              )}
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableRegion>
  );
}

type StackedProps = {
  rows: readonly ScoreRow[];
  caption: string;
  facetName: (facet: string) => ReactNode;
  sem: (facet: string) => ReactNode;
};

/** One card per facet: its name, then both scores labelled, wrapping rather than scrolling. */
function StackedScores({ rows, caption, facetName, sem }: StackedProps) {
  return (
    <Box component="ul" aria-label={caption} sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {rows.map((row) => (
        <Box
          component="li"
          key={row.facet}
          data-testid="score-card"
          sx={{ py: 1, borderBottom: 1, borderColor: 'divider', overflowWrap: 'anywhere' }}
        >
          <Typography component="p" sx={{ fontWeight: 600 }}>
            {facetName(row.facet)}
          </Typography>
          <Box
            component="dl"
            sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 0.5, m: 0 }}
          >
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Box component="dt">Average Score</Box>
              <Box component="dd" sx={{ m: 0 }}>
                {row.average}
                {sem(row.facet)}
              </Box>
            </Box>
            <Box sx={{ display: 'flex', gap: 1 }}>
              <Box component="dt">Total Score</Box>
              <Box component="dd" sx={{ m: 0 }}>
                {row.total}
              </Box>
            </Box>
          </Box>
          {row.note && (
            <Typography variant="body2" color="text.secondary" data-testid="facet-note">
              {row.note}
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}
