import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { RescorePreview } from './versions-api';

const score = (n: number | null) => (n === null ? '—' : n.toFixed(2));

/** What re-scoring would change: how many sessions, and a sample's facet scores before and after. */
export const RescorePreviewTable = ({ preview }: { preview: RescorePreview }) => (
  <div data-testid="rescore-preview">
    <Typography variant="body2">
      {preview.pending} completed sessions are not scored under {preview.scoringVersion}.
      {preview.sample.length > 0 && ` A sample of ${preview.sample.length}:`}
    </Typography>
    <Table size="small">
      <TableHead>
        <TableRow>
          <TableCell>Session</TableCell>
          <TableCell>From</TableCell>
          <TableCell>Facet: before → after</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {preview.sample.map((s) => (
          <TableRow key={s.sessionId}>
            <TableCell>{s.sessionId}</TableCell>
            <TableCell>{s.fromVersion ?? 'unrecorded'}</TableCell>
            <TableCell>
              {s.facets.map((f) => `${f.facet}: ${score(f.before)} → ${score(f.after)}`).join('; ')}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </div>
);
