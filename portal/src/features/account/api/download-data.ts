import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildUrl } from '../../../api/api-client';
import { readToken } from '../../../api/token-storage';
import { NO_TOKEN } from '../lib/messages';

function errorText(body: string): string {
  try {
    const data = JSON.parse(body) as { error?: unknown; message?: unknown } | null;
    if (typeof data?.error === 'string') return data.error;
    if (typeof data?.message === 'string') return data.message;
  } catch {
    // not JSON: no text to show
  }
  return '';
}

/**
 * GET /api/users/download-data/:userId with the bearer token → the CSV file
 * (docs/product/dashboard.md, "Manage Account"). The JSON client cannot read a file, so this one
 * call uses fetch itself.
 */
export async function downloadData(userId: string): Promise<Blob> {
  const token = readToken();
  if (!token) throw new ApiError(NO_TOKEN, 401);
  let res: Response;
  try {
    res = await fetch(buildUrl(`/api/users/download-data/${encodeURIComponent(userId)}`), {
      headers: { Accept: 'text/csv', Authorization: `Bearer ${token}` },
    });
  } catch {
    throw new ApiError('', 0);
  }
  if (!res.ok) throw new ApiError(errorText(await res.text()), res.status);
  // The bytes as sent (the server's byte-order mark keeps spreadsheets reading UTF-8).
  return res.blob();
}

export const downloadFileName = (userId: string): string => `user_data_${userId}.csv`;

export const useDownloadDataMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadData,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['account', 'dates'] }),
  });
};
