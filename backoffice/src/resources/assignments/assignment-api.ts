// The assignments' routes that are not CRUD, as the data provider's methods
// (docs/decisions/0202): reminders, the CSV download, the groups to choose from and the check
// before saving.
import { ADMIN_API_URL, httpClient } from '../../providers/http-client';
import { saveCsvFrom } from '../../providers/export-csv';

export type AssignmentGroups = {
  year_groups: { year_group: string; students: number }[];
  classes: { year_group: string | null; class_name: string; students: number }[];
};

export type AssignmentCheck = {
  students: number;
  assessments: { type: string; done: number; locked: number }[];
  warnings: string[];
};

export type AssignmentCheckBody = {
  assessment_types: string[];
  year_group: string | null;
  class_name: string | null;
  school_id?: number | null;
};

const at = (id: number | string, path = '') =>
  `${ADMIN_API_URL}/assignments/${encodeURIComponent(id)}${path}`;

export const assignmentRoutes = {
  /** Reminds the students who have not finished; answers how many were sent. */
  remindUnfinished: async (id: number | string) => ({
    data: (await httpClient(at(id, '/remind'), { method: 'POST', body: '{}' })).json as {
      sent: number;
      students: number;
    },
  }),
  /** Saves the assignment's CSV; answers the file's name. */
  exportAssignmentCsv: async (id: number | string) => ({
    data: await saveCsvFrom(at(id, '/export.csv'), `assignment-${id}`),
  }),
  /** The year groups and classes the school's students are in (admins name the school). */
  getAssignmentGroups: async (schoolId?: number | null) => {
    const query = schoolId ? `?school_id=${encodeURIComponent(schoolId)}` : '';
    return {
      data: (await httpClient(`${ADMIN_API_URL}/assignments/groups${query}`))
        .json as AssignmentGroups,
    };
  },
  /** How many students an assignment would have, and where its assessments are locked or done. */
  checkAssignment: async (body: AssignmentCheckBody) => ({
    data: (
      await httpClient(`${ADMIN_API_URL}/assignments/check`, {
        method: 'POST',
        body: JSON.stringify(body),
      })
    ).json as AssignmentCheck,
  }),
};
