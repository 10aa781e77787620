import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useInsights } from '../api/get-insights';
import { useGenerateInsights } from '../hooks/use-generate-insights';
import { useInsightsProfile } from '../hooks/use-insights-profile';
import { formatDate } from '../../../lib/format-date';
import { fetchErrorMessage } from '../lib/insights-errors';
import { insightsLockedUntil } from '../lib/insights-lock';
import {
  INSIGHTS_NOT_FOUND,
  INSIGHTS_PREREQUISITES,
  INSIGHTS_SAVE_FAILED,
  NOT_AUTHENTICATED,
  PROFILE_LOAD_FAILED,
} from '../lib/messages';
import { GenerateConfirmDialog } from './GenerateConfirmDialog';
import { InsightsNotice, type Notice } from './InsightsNotice';
import { InsightsText } from './InsightsText';
import { ProviderCredit } from './ProviderCredit';
import { ShareActions } from './ShareActions';
import { WhatsNextDialog } from './WhatsNextDialog';

export type InsightsTabProps = {
  /** the signed-in student (admins may pass any user) */
  userId: string;
  /** admins are exempt from the 6-month lock */
  isAdmin: boolean;
};

/**
 * The Generate Insights tab (docs/product/dashboard.md): AI career insights from both assessments.
 * The host (the dashboard) shows the tab's title.
 */
export function InsightsTab({ userId, isAdmin }: InsightsTabProps) {
  const stored = useInsights(userId);
  const profile = useInsightsProfile(userId);
  const { run, pending } = useGenerateInsights(userId);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [whatsNext, setWhatsNext] = useState(false);

  if (!userId) return <InsightsNotice notice={{ text: NOT_AUTHENTICATED, severity: 'error' }} />;

  const data = stored.data ?? null;
  const lockedUntil = insightsLockedUntil(data?.generationDate, new Date(), isAdmin);
  const prompt = profile.status === 'ready' ? profile.prompt : null;
  const canGenerate = !pending && !stored.isPending && !lockedUntil && prompt !== null;
  // Without the prerequisites the notice says it all; nothing else to find or share.
  const incomplete = profile.status === 'incomplete';

  const generate = async () => {
    setConfirming(false);
    if (!prompt) return;
    setNotice(null);
    const outcome = await run(prompt);
    if (!outcome.ok) return setNotice({ text: outcome.message, severity: 'error' });
    if (!outcome.saved) setNotice({ text: INSIGHTS_SAVE_FAILED, severity: 'error' });
    setWhatsNext(true);
  };

  return (
    <Box data-testid="insights-tab" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography sx={{ color: 'text.secondary' }}>
        Combine your UniReady subjects and your FutureReady profile into personal career and study
        suggestions.
      </Typography>
      <Box>
        <Button variant="contained" disabled={!canGenerate} onClick={() => setConfirming(true)}>
          Generate Insights
        </Button>
      </Box>
      {lockedUntil && data && (
        <Typography data-testid="insights-lock" sx={{ color: 'text.secondary' }}>
          You generated these insights on {formatDate(data.generationDate)}. You can generate new
          insights on {formatDate(lockedUntil)}.
        </Typography>
      )}
      {incomplete && (
        <InsightsNotice
          notice={{ text: INSIGHTS_PREREQUISITES, severity: 'info' }}
          testId="insights-prerequisites"
        />
      )}
      {profile.status === 'error' && (
        <InsightsNotice
          notice={{ text: PROFILE_LOAD_FAILED, severity: 'error' }}
          testId="insights-profile-error"
        />
      )}
      {stored.isError && (
        <InsightsNotice
          notice={{ text: fetchErrorMessage(stored.error), severity: 'error' }}
          testId="insights-fetch-error"
        />
      )}
      <InsightsNotice notice={notice} />
      {pending && (
        <Box role="status">
          <LinearProgress sx={{ mb: 1 }} />
          <Typography sx={{ color: 'text.secondary' }}>
            Generating your insights… this can take up to 20 seconds.
          </Typography>
        </Box>
      )}
      {stored.isSuccess && !data && !pending && !incomplete && (
        <Typography data-testid="insights-empty" sx={{ color: 'text.secondary' }}>
          {INSIGHTS_NOT_FOUND}
        </Typography>
      )}
      {data && (
        <Box>
          <InsightsText text={data.insights} />
          <ProviderCredit provider={data.provider} />
        </Box>
      )}
      <ShareActions
        insights={data?.insights ?? null}
        prompt={prompt}
        onWhatsNext={() => setWhatsNext(true)}
        unavailable={incomplete}
      />
      <GenerateConfirmDialog
        open={confirming}
        isAdmin={isAdmin}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void generate()}
      />
      <WhatsNextDialog open={whatsNext} onClose={() => setWhatsNext(false)} />
    </Box>
  );
}
