import Typography from '@mui/material/Typography';
import { usePublicConfig } from '../../../config/get-public-config';

/**
 * "powered by xAI" under the materials, as for insights: only when xAI (the
 * OpenAI-compatible provider) chose them; the offline catalogue is named honestly.
 */
export function MaterialsCredit({ provider }: { provider: string | undefined }) {
  const { productName } = usePublicConfig();
  const credit =
    provider === 'openai-compatible'
      ? 'powered by xAI'
      : provider === 'offline'
        ? `Links chosen by ${productName}'s offline catalogue of open-learning sites`
        : null;
  if (!credit) return null;
  return (
    <Typography
      variant="caption"
      component="p"
      data-testid="materials-credit"
      sx={{ color: 'text.secondary', textAlign: 'right', mt: 1 }}
    >
      {credit}
    </Typography>
  );
}
