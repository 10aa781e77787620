import type { RosterLineResult, RosterResult } from '@aspire/domain';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';

const STATUS_LABELS: Record<RosterLineResult['status'], string> = {
  added: 'Added',
  moved: 'Moved',
  unchanged: 'Unchanged',
  refused: 'Refused',
};

const groups = (yearGroup: string | null, className: string | null) =>
  [yearGroup, className].filter(Boolean).join(' / ') || '—';

/** What a line does, in words: the groups it brings, where it moves from, or why it is refused. */
const detail = (l: RosterLineResult) => {
  if (l.status === 'refused') return l.reason ?? '';
  if (l.status === 'moved') {
    return `${groups(l.from_year_group, l.from_class_name)} → ${groups(l.year_group, l.class_name)}`;
  }
  return groups(l.year_group, l.class_name);
};

/** The counts of a preview or an import, one sentence. */
export const rosterCounts = (r: RosterResult) =>
  `Added ${r.added}, moved ${r.moved}, unchanged ${r.unchanged}, refused ${r.rejected.length}.`;

/** Every line of a roster with what it does (docs/product/coordinators.md, "Roster import"). */
export const RosterPreviewTable = ({
  result,
  caption,
}: {
  result: RosterResult;
  caption: string;
}) => (
  <>
    <Typography variant="body2" sx={{ mt: 2 }} data-testid="roster-counts">
      {rosterCounts(result)}
    </Typography>
    <Table size="small" aria-label={caption} sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>Line</TableCell>
          <TableCell>E-mail</TableCell>
          <TableCell>What happens</TableCell>
          <TableCell>Year group / class, or reason</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {result.lines.map((l) => (
          <TableRow key={l.line} data-status={l.status}>
            <TableCell>{l.line}</TableCell>
            <TableCell>{l.email}</TableCell>
            <TableCell>{STATUS_LABELS[l.status]}</TableCell>
            <TableCell>{detail(l)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  </>
);
