import { REPORT_QUALITY_NOTE, type AssessmentType } from '@aspire/domain';
import Typography from '@mui/material/Typography';
import { useScores } from '../../../api/get-scores';
import { useSession } from '../../../session/session-context';

/** As fresh as the report's own server data (use-report-source). */
const STALE_MS = 60 * 60 * 1000;

/**
 * A discreet line under a report whose session was flagged for response quality
 * (straight-lining, speeding or contradictory answers); nothing otherwise.
 */
export function QualityReportNote({ type }: { type: AssessmentType }) {
  const { userId } = useSession();
  const scores = useScores(userId ?? '', type, STALE_MS);
  if (!scores.data?.qualityFlags?.length) return null;
  return (
    <Typography
      variant="body2"
      color="text.secondary"
      data-testid="report-quality-note"
      sx={{ mb: 2, fontStyle: 'italic' }}
    >
      {REPORT_QUALITY_NOTE}
    </Typography>
  );
}
