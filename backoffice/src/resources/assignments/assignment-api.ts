// The assignment view's actions: remind those not finished, and the CSV download.
import { HttpError } from 'react-admin';
import { readAdminToken } from '../../providers/admin-token';
import { ADMIN_API_URL, httpClient } from '../../providers/dataProvider';
import { csvFileName, saveBlob } from '../../providers/export-csv';

export const remindUnfinished = async (id: number | string) =>
  (
    await httpClient(`${ADMIN_API_URL}/assignments/${encodeURIComponent(id)}/remind`, {
      method: 'POST',
      body: '{}',
    })
  ).json as { sent: number; students: number };

export const downloadAssignmentCsv = async (id: number | string) => {
  const headers = new Headers({ Accept: 'text/csv' });
  const token = readAdminToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const response = await fetch(
    `${ADMIN_API_URL}/assignments/${encodeURIComponent(id)}/export.csv`,
    {
      headers,
    },
  );
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new HttpError(body?.error ?? response.statusText, response.status, body);
  }
  const fileName = csvFileName(`assignment-${id}`, response.headers.get('Content-Disposition'));
  saveBlob(await response.blob(), fileName);
  return fileName;
};
