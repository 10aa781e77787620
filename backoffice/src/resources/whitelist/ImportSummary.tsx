import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import type { WhitelistImportResult } from '@aspire/domain';

export type ImportSummaryProps = Pick<WhitelistImportResult, 'rejected'>;

/** The rejected lines of an import, with the reason the server gave for each. */
export const ImportSummary = ({ rejected }: ImportSummaryProps) => {
  if (rejected.length === 0) return null;
  return (
    <Table size="small" aria-label="Rejected lines" sx={{ mt: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>Line</TableCell>
          <TableCell>Value</TableCell>
          <TableCell>Reason</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rejected.map(({ line, value, reason }) => (
          <TableRow key={`${line}-${value}`}>
            <TableCell>{line}</TableCell>
            <TableCell>{value}</TableCell>
            <TableCell>{reason}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
