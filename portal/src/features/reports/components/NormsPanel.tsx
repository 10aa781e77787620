import type { AssessmentType, NormsResponse } from '@aspire/domain';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { TableRegion } from '../../../components/TableRegion';
import { formatMonth } from '../../../lib/format-date';
import { bandText, changeText } from '../lib/norms-text';
import { EarlierResults } from './EarlierResults';

/**
 * How the student compares, facet by facet, with a group named under each band (or why there is
 * no band yet), each score's measurement error, and on a retake whether each change is beyond
 * it. `categories` keeps the facets of one part of a report (UniReady's Part II).
 */
export function NormsPanel({
  norms,
  id = 'norms',
  title = 'How your scores compare',
  categories,
  type,
}: {
  norms: NormsResponse | null | undefined;
  /** the assessment, for opening the earlier results of a retake */
  type?: AssessmentType;
  id?: string;
  title?: string;
  categories?: readonly string[];
}) {
  if (!norms) return null;
  const shown = (facet: string) =>
    !categories || categories.includes(norms.facets.find((f) => f.facet === facet)?.category ?? '');
  const facets = norms.facets.filter((f) => shown(f.facet));
  if (!facets.length) return null;
  const compared = facets.some((f) => f.band);
  return (
    <Paper
      component="section"
      className="report-section"
      aria-labelledby={`section-${id}`}
      variant="outlined"
      sx={{ p: { xs: 2, md: 3 }, mb: 3 }}
      data-testid={`${id}-panel`}
    >
      <Typography id={`section-${id}`} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      <Typography variant="body1" gutterBottom data-testid="norm-group">
        {compared
          ? 'Each percentile band compares you with the group named under it.'
          : norms.message}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Every score has some measurement error: the ± range shows where your score would likely fall
        if you took the assessment again.
      </Typography>
      <TableRegion label="Percentile bands table">
        <Table size="small" aria-label="Percentile bands">
          <TableHead>
            <TableRow>
              <TableCell>Area</TableCell>
              <TableCell align="right">Your score</TableCell>
              <TableCell align="right">± measurement error</TableCell>
              <TableCell>Percentile band</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {facets.map((f) => (
              <TableRow key={f.facet} data-testid="norm-row">
                <TableCell>{f.facet}</TableCell>
                <TableCell align="right">{f.average.toFixed(2)}</TableCell>
                <TableCell align="right">{f.sem === null ? '—' : f.sem.toFixed(2)}</TableCell>
                <TableCell>
                  {f.band && bandText(f.band)}
                  <Typography
                    component="span"
                    variant="body2"
                    color="text.secondary"
                    sx={{ display: 'block' }}
                    data-testid="norm-group-of-facet"
                  >
                    {f.group ? f.group.label : f.reason}
                  </Typography>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableRegion>
      {norms.retake && (
        <>
          <Typography variant="h6" component="h3" sx={{ mt: 2 }}>
            {norms.retake.completed_at
              ? `Since your earlier results (${formatMonth(norms.retake.completed_at)})`
              : 'Since your earlier results'}
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            A change counts as real only when it is larger than the measurement error of both
            scores.
          </Typography>
          <Typography component="ul" variant="body2" data-testid="retake-changes">
            {norms.retake.facets
              .filter((c) => shown(c.facet))
              .map((c) => (
                <li key={c.facet}>
                  {c.facet}: {changeText(c)}
                </li>
              ))}
          </Typography>
          {type && norms.retake.completed_at && (
            <EarlierResults
              type={type}
              sessionId={norms.retake.session_id}
              completedAt={norms.retake.completed_at}
              categories={categories}
            />
          )}
        </>
      )}
    </Paper>
  );
}
