// The assignment view's actions: remind those not finished, and the CSV download.
import { ADMIN_API_URL, httpClient } from '../../providers/http-client';
import { saveCsvFrom } from '../../providers/export-csv';

export const remindUnfinished = async (id: number | string) =>
  (
    await httpClient(`${ADMIN_API_URL}/assignments/${encodeURIComponent(id)}/remind`, {
      method: 'POST',
      body: '{}',
    })
  ).json as { sent: number; students: number };

export const downloadAssignmentCsv = (id: number | string) =>
  saveCsvFrom(
    `${ADMIN_API_URL}/assignments/${encodeURIComponent(id)}/export.csv`,
    `assignment-${id}`,
  );
