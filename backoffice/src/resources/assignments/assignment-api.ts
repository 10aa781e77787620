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

export type AssignmentGroups = {
  year_groups: { year_group: string; students: number }[];
  classes: { year_group: string | null; class_name: string; students: number }[];
};

/** The year groups and classes the school's students are in (admins name the school). */
export const fetchAssignmentGroups = async (schoolId?: number | null) => {
  const query = schoolId ? `?school_id=${encodeURIComponent(schoolId)}` : '';
  return (await httpClient(`${ADMIN_API_URL}/assignments/groups${query}`)).json as AssignmentGroups;
};

export type AssignmentCheck = {
  students: number;
  assessments: { type: string; done: number; locked: number }[];
  warnings: string[];
};

/** How many students an assignment would have, and where its assessments are locked or done. */
export const checkAssignment = async (body: {
  assessment_types: string[];
  year_group: string | null;
  class_name: string | null;
  school_id?: number | null;
}) =>
  (
    await httpClient(`${ADMIN_API_URL}/assignments/check`, {
      method: 'POST',
      body: JSON.stringify(body),
    })
  ).json as AssignmentCheck;
