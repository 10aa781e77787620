import { markdownToText } from '@aspire/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { copyText, GROK_URL, openInNewTab } from '../lib/copy-text';
import {
  COPY_INSIGHTS_FAILED,
  COPY_PROMPT_FAILED,
  INSIGHTS_COPIED,
  INSIGHTS_PREREQUISITES,
  NOTHING_TO_SHARE,
  PROMPT_COPIED,
} from '../lib/messages';
import { InsightsNotice, type Notice } from './InsightsNotice';

type ShareActionsProps = {
  insights: string | null;
  /** the profile prompt; null while it cannot be built */
  prompt: string | null;
  onWhatsNext: () => void;
  /** nothing can be shared yet (the prerequisites are missing): Copy and Ask are disabled */
  unavailable?: boolean;
};

/**
 * Copy Insights copies the text (as readable text, not markdown; docs/product/dashboard.md); Ask
 * Grok copies the prompt and opens the assistant in a new tab. When the clipboard refuses, the
 * prompt is shown for copying by hand.
 */
export function ShareActions({
  insights,
  prompt,
  onWhatsNext,
  unavailable = false,
}: ShareActionsProps) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const [manualPrompt, setManualPrompt] = useState<string | null>(null);

  const copyInsights = async () => {
    setManualPrompt(null);
    if (!insights) return setNotice({ text: NOTHING_TO_SHARE, severity: 'error' });
    const ok = await copyText(markdownToText(insights));
    setNotice(
      ok
        ? { text: INSIGHTS_COPIED, severity: 'success' }
        : { text: COPY_INSIGHTS_FAILED, severity: 'error' },
    );
  };

  const askGrok = async () => {
    if (!prompt) {
      setManualPrompt(null);
      return setNotice({ text: INSIGHTS_PREREQUISITES, severity: 'error' });
    }
    // Copy first: the clipboard needs this page focused, which the new tab would take away.
    if (await copyText(prompt)) {
      setManualPrompt(null);
      setNotice({ text: PROMPT_COPIED, severity: 'success' });
      openInNewTab(GROK_URL);
    } else {
      setManualPrompt(prompt);
      setNotice({ text: COPY_PROMPT_FAILED, severity: 'error' });
    }
  };

  return (
    <Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="outlined"
          disabled={unavailable && !insights}
          onClick={() => void copyInsights()}
        >
          Copy Insights
        </Button>
        <Button variant="outlined" disabled={unavailable && !prompt} onClick={() => void askGrok()}>
          Ask Grok
        </Button>
        <Button variant="text" onClick={onWhatsNext}>
          What&apos;s Next?
        </Button>
      </Box>
      <InsightsNotice notice={notice} testId="share-message" />
      {manualPrompt && (
        <Box>
          <TextField
            label="Your prompt"
            value={manualPrompt}
            multiline
            minRows={4}
            fullWidth
            slotProps={{ htmlInput: { readOnly: true } }}
            onFocus={(e) => e.target.select()}
          />
          <Link
            href={GROK_URL}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-block', mt: 1 }}
          >
            Open Grok
          </Link>
        </Box>
      )}
    </Box>
  );
}
