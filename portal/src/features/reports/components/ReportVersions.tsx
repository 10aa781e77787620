import type { AssessmentType } from '@aspire/domain';
import Typography from '@mui/material/Typography';
import { useScores } from '../../../api/get-scores';
import { useSession } from '../../../session/session-context';
import { versionsText } from '../lib/versions-text';

/** As fresh as the report's own server data (use-report-source). */
const STALE_MS = 60 * 60 * 1000;

function VersionLine({ type, part }: { type: AssessmentType; part: string }) {
  const { userId } = useSession();
  const scores = useScores(userId ?? '', type, STALE_MS).data;
  if (!scores) return null;
  return (
    <Typography component="p" variant="body2" color="text.secondary" data-testid="report-version">
      {versionsText(part, scores)}
    </Typography>
  );
}

/**
 * Which instrument version and scoring rules produced the report, on screen and in print
 * (docs/decisions/0062-reports-name-their-versions.md); one line per part of the report.
 */
export function ReportVersions({
  parts,
}: {
  parts: readonly { type: AssessmentType; part: string }[];
}) {
  return (
    <div data-testid="report-versions" style={{ marginBottom: 16 }}>
      {parts.map((p) => (
        <VersionLine key={p.type} type={p.type} part={p.part} />
      ))}
    </div>
  );
}
