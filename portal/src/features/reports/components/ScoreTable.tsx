import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { TableRegion } from '../../../components/TableRegion';
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
 * Facet, Average Score, Total Score; a note row under a facet that has one
 * (docs/product/assessments.md, "Scores").
 */
export function ScoreTable({ rows, emptyText, caption, facetHref, sems }: ScoreTableProps) {
  if (!rows?.length) {
    return (
      <Typography color="text.secondary" sx={{ py: 2 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
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
                  {facetHref ? (
                    <Link href={facetHref(row.facet)} target="_blank" rel="noopener noreferrer">
                      {row.facet}
                    </Link>
                  ) : (
                    row.facet
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {row.average}
                  {sems?.has(row.facet) && (
                    <Typography
                      component="span"
                      variant="body2"
                      color="text.secondary"
                      aria-label={`plus or minus ${sems.get(row.facet)!.toFixed(2)}, measurement error`}
                    >
                      {` ± ${sems.get(row.facet)!.toFixed(2)}`}
                    </Typography>
                  )}
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
