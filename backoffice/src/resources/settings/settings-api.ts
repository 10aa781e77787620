// The data provider's AI sharing methods (admins only; the server refuses everyone else).
import { ADMIN_API_URL, httpClient } from '../../providers/http-client';

export type AiSharing = { enabled: boolean; provider: 'offline' | 'openai-compatible' };

const URL = `${ADMIN_API_URL}/settings/ai-sharing`;

export const settingsRoutes = {
  getAiSharing: async () => ({ data: (await httpClient(URL)).json as AiSharing }),
  saveAiSharing: async (enabled: boolean) => ({
    data: (await httpClient(URL, { method: 'PUT', body: JSON.stringify({ enabled }) }))
      .json as AiSharing,
  }),
};
