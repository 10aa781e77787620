import { groupLabel } from '@aspire/domain';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { FunnelStage, Group, Week } from './report-data';
import { rateLabel } from './report-data';

export const FunnelTable = ({ stages }: { stages: FunnelStage[] }) => (
  <Table size="small" data-testid="funnel-table">
    <TableHead>
      <TableRow>
        <TableCell>Stage</TableCell>
        <TableCell align="right">Students</TableCell>
        <TableCell align="right">Conversion</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {stages.map((s) => (
        <TableRow key={s.key} data-testid={`funnel-${s.key}`}>
          <TableCell>{s.label}</TableCell>
          <TableCell align="right">{s.count}</TableCell>
          <TableCell align="right">{rateLabel(s.rate)}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** A distribution as a table: groups under 5 read "fewer than 5" (the server sent no number). */
export const DistributionTable = ({ title, groups }: { title: string; groups: Group[] }) => (
  <>
    <Typography variant="subtitle1" sx={{ mt: 2 }}>
      {title}
    </Typography>
    {groups.length === 0 ? (
      <Typography variant="body2" color="text.secondary">
        No completed results yet.
      </Typography>
    ) : (
      <Table size="small">
        <TableBody>
          {groups.map((g) => (
            <TableRow key={g.name}>
              <TableCell>{g.name}</TableCell>
              <TableCell align="right">{groupLabel(g.students)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    )}
  </>
);

/** The weekly chart's numbers as a table, so the chart is not the only way to read them. */
export const WeeklyTable = ({ weeks }: { weeks: Week[] }) => (
  <Table size="small" aria-label="Per week" data-testid="weekly-table">
    <TableHead>
      <TableRow>
        <TableCell>Week starting</TableCell>
        <TableCell align="right">Registrations</TableCell>
        <TableCell align="right">Verifications</TableCell>
        <TableCell align="right">Completions</TableCell>
      </TableRow>
    </TableHead>
    <TableBody>
      {weeks.map((w) => (
        <TableRow key={w.week_start}>
          <TableCell>{w.week_start}</TableCell>
          <TableCell align="right">{w.registrations}</TableCell>
          <TableCell align="right">{w.verifications}</TableCell>
          <TableCell align="right">{w.completions}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);
