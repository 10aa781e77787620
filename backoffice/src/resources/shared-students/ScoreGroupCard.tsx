import {
  Card,
  CardContent,
  CardHeader,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
} from '@mui/material';
import { lazy, Suspense } from 'react';
import type { ScoreGroup } from './shared-report';

// nivo loads only when a shared report is drawn: a chunk of its own, as the coordinator's charts.
const ScoreChart = lazy(() => import('./ScoreChart'));

/** One section of a shared report: its chart, then the same figures as a table. */
export const ScoreGroupCard = ({ group }: { group: ScoreGroup }) => (
  <Card variant="outlined" sx={{ mb: 2 }}>
    <CardHeader title={group.title} slotProps={{ title: { variant: 'subtitle1' } }} />
    <CardContent>
      <Suspense fallback={<CircularProgress size={24} />}>
        <ScoreChart group={group} />
      </Suspense>
      <Table size="small" aria-label={group.title}>
        <TableHead>
          <TableRow>
            <TableCell>Area</TableCell>
            <TableCell align="right">Average (1–5)</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {group.rows.map((row) => (
            <TableRow key={row.facet}>
              <TableCell>{row.facet}</TableCell>
              <TableCell align="right">{row.average.toFixed(2)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </CardContent>
  </Card>
);
