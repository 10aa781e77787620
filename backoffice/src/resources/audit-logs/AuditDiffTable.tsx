import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useRecordContext } from 'react-admin';
import { diffSnapshots, formatDiffValue, type DiffRow } from './audit-diff';

const changeLabels: Record<DiffRow['change'], string> = {
  added: 'added',
  removed: 'removed',
  changed: 'changed',
};

const valueCell = (value: unknown, tone: 'old' | 'new', present: boolean) => (
  <TableCell
    data-testid={tone === 'old' ? 'diff-before' : 'diff-after'}
    sx={(theme) => ({
      fontFamily: 'monospace',
      whiteSpace: 'pre-wrap',
      wordBreak: 'break-word',
      ...(present && {
        backgroundColor: alpha(
          tone === 'old' ? theme.palette.error.main : theme.palette.success.main,
          0.12,
        ),
        textDecoration: tone === 'old' ? 'line-through' : 'none',
      }),
    })}
  >
    {formatDiffValue(value)}
  </TableCell>
);

/** The changed keys of an audit row, old value struck through in red and new value in green. */
export const AuditDiffTable = () => {
  const record = useRecordContext();
  if (!record) return null;
  const rows = diffSnapshots(record.before, record.after);
  if (rows.length === 0) {
    return (
      <Typography variant="body2" color="text.secondary">
        No field changed.
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label="Changes" data-testid="audit-diff">
        <TableHead>
          <TableRow>
            <TableCell>Field</TableCell>
            <TableCell>Before</TableCell>
            <TableCell>After</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} data-change={changeLabels[row.change]}>
              <TableCell sx={{ fontFamily: 'monospace' }}>{row.key}</TableCell>
              {valueCell(row.before, 'old', row.change !== 'added')}
              {valueCell(row.after, 'new', row.change !== 'removed')}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
};
