import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../../config/get-public-config';
import { OFFLINE_CREDIT, XAI_CREDIT } from '../lib/messages';

type ProviderCreditProps = { provider: string | null | undefined };

/**
 * The footer: 'powered by xAI' only when the OpenAI-compatible provider (xAI's Grok)
 * wrote the text; the offline generator is named honestly; nothing for an unknown provider.
 */
export function ProviderCredit({ provider }: ProviderCreditProps) {
  const { productName } = usePublicConfig();
  let credit: string | null = null;
  if (provider === 'openai-compatible') credit = XAI_CREDIT;
  else if (provider === 'offline') credit = OFFLINE_CREDIT(productName);
  if (!credit) return null;
  return (
    <Typography
      variant="caption"
      component="p"
      data-testid="insights-credit"
      sx={{ color: 'text.secondary', textAlign: 'right', mt: 1 }}
    >
      {credit}
    </Typography>
  );
}
