// The AI sharing setting (admins only; the server refuses everyone else).
import { ADMIN_API_URL, httpClient } from '../../providers/dataProvider';

export type AiSharing = { enabled: boolean; provider: 'offline' | 'openai-compatible' };

const URL = `${ADMIN_API_URL}/settings/ai-sharing`;

export const fetchAiSharing = async () => (await httpClient(URL)).json as AiSharing;

export const saveAiSharing = async (enabled: boolean) =>
  (await httpClient(URL, { method: 'PUT', body: JSON.stringify({ enabled }) })).json as AiSharing;
