import { REPORT_ACQUIESCENCE_NOTE, REPORT_QUALITY_NOTE, type AssessmentType } from '@aspire/domain';
import Typography from '@mui/material/Typography';
import { useScores } from '../../../api/get-scores';
import { useSession } from '../../../session/session-context';

/** As fresh as the report's own server data (use-report-source). */
const STALE_MS = 60 * 60 * 1000;

/**
 * A discreet line under a report whose session was flagged for response quality; nothing
 * otherwise. A session that agreed with statements and their opposites gets the plain
 * acquiescence note instead of the general one: its scores are reported as answered
 * (docs/decisions/0141-balanced-keying-and-acquiescence.md).
 */
export function QualityReportNote({ type }: { type: AssessmentType }) {
  const { userId } = useSession();
  const scores = useScores(userId ?? '', type, STALE_MS);
  const flags = scores.data?.qualityFlags ?? [];
  if (!flags.length) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="report-quality-note"
      sx={{ mb: 2, fontStyle: 'italic' }}
    >
      {flags.includes('acquiescent') ? REPORT_ACQUIESCENCE_NOTE : REPORT_QUALITY_NOTE}
    </Typography>
  );
}
