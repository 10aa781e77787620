import Checkbox from '@mui/material/Checkbox';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { formatDate } from '../../../lib/format-date';
import type { MaterialRow } from '../lib/material-groups';

type MaterialsTableProps = {
  rows: readonly MaterialRow[];
  onCompleted: (materialId: number, completed: boolean) => void;
};

/**
 * Date, Selected Subject, Learning Material (a link) and Completed
 * (docs/product/dashboard.md, "Knowledge: learning materials").
 */
export function MaterialsTable({ rows, onCompleted }: MaterialsTableProps) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Learning materials">
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Selected Subject</TableCell>
            <TableCell>Learning Material</TableCell>
            <TableCell padding="checkbox">Completed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.materialId}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</TableCell>
              <TableCell>{row.subject}</TableCell>
              <TableCell>
                <Link href={row.url} target="_blank" rel="noopener noreferrer">
                  {row.title}
                </Link>
              </TableCell>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={row.completed}
                  onChange={(e) => onCompleted(row.materialId, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Completed: ${row.title}` } }}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
