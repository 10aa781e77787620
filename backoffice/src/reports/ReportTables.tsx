import {
  ASSESSMENT_NAMES,
  groupLabel,
  QUALITY_FLAG_NAMES,
  QUALITY_FLAGS,
  weekLabel,
  type QualityFlag,
} from '@aspire/domain';
import { Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { AssessmentQuality, FunnelStage, Group, Week } from './report-data';
import { rateLabel } from './report-data';

/**
 * On a phone a table's words shrink a little and its cells lose most of their side padding, so a
 * four-column table ("Week starting, Registrations, Verifications, Completions") fits 390 pixels
 * instead of pushing the page sideways.
 */
const compactOnPhones = {
  '& th, & td': { px: { xs: 0.5, sm: 2 }, fontSize: { xs: '0.75rem', sm: '0.875rem' } },
} as const;

export const FunnelTable = ({ stages }: { stages: FunnelStage[] }) => (
  <Table size="small" sx={compactOnPhones} data-testid="funnel-table">
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
      <Table size="small" sx={compactOnPhones}>
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
  <Table size="small" sx={compactOnPhones} aria-label="Per week" data-testid="weekly-table">
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
          <TableCell>{weekLabel(w.week_start)}</TableCell>
          <TableCell align="right">{w.registrations}</TableCell>
          <TableCell align="right">{w.verifications}</TableCell>
          <TableCell align="right">{w.completions}</TableCell>
        </TableRow>
      ))}
    </TableBody>
  </Table>
);

/** A flag's count; a flag the server did not list had no session (null means 1–4). */
const sessionsWith = (r: AssessmentQuality, flag: QualityFlag) => {
  const found = r.flags.find((f) => f.flag === flag);
  return found ? found.sessions : 0;
};

/**
 * Flagged sessions per assessment and flag type, counts only ("fewer than 5" for 1–4); a session
 * may carry several flags (docs/product/coordinators.md, Response quality).
 */
export const ResponseQualityTable = ({ rows }: { rows: AssessmentQuality[] }) =>
  rows.length === 0 ? null : (
    <Table
      size="small"
      sx={compactOnPhones}
      aria-label="Flagged sessions by assessment"
      data-testid="quality-table"
    >
      <TableHead>
        <TableRow>
          <TableCell>Assessment</TableCell>
          <TableCell align="right">Completed</TableCell>
          <TableCell align="right">Flagged</TableCell>
          {QUALITY_FLAGS.map((flag) => (
            <TableCell key={flag} align="right">
              {QUALITY_FLAG_NAMES[flag]}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.assessment_type}>
            <TableCell component="th" scope="row">
              {ASSESSMENT_NAMES[r.assessment_type]}
            </TableCell>
            <TableCell align="right">{r.completed_sessions}</TableCell>
            <TableCell align="right">{groupLabel(r.flagged_sessions)}</TableCell>
            {QUALITY_FLAGS.map((flag) => (
              <TableCell key={flag} align="right">
                {groupLabel(sessionsWith(r, flag))}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
