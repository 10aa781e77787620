// ra-data-simple-rest against the admin API, with the admin token and the server's error text,
// plus the admin API's routes that are not CRUD, as the provider's own methods: pages call them
// through useDataProvider and react-query's useQuery/useMutation, like every CRUD call.
import type { StaffRole, WhitelistImportResult } from '@aspire/domain';
import type { RaRecord } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import { coordinatorRoutes, reportRoutes } from '../reports/report-api';
import { assignmentRoutes } from '../resources/assignments/assignment-api';
import { instrumentVersionRoutes } from '../resources/instrument-versions/versions-api';
import { scaleHealthRoutes } from '../resources/scale-health/scale-health-api';
import { settingsRoutes } from '../resources/settings/settings-api';
import { ADMIN_API_URL, httpClient } from './http-client';

export type StaffInvitation = {
  email: string;
  role: StaffRole;
  school_id: number | null;
};

export type UserAction = 'unlock' | 'resend-verification';

const post = async <T>(path: string, body?: object): Promise<T> => {
  const options =
    body === undefined ? { method: 'POST' } : { method: 'POST', body: JSON.stringify(body) };
  const { json } = await httpClient(`${ADMIN_API_URL}/${path}`, options);
  return json as T;
};

const adminRoutes = {
  /**
   * POST /questions/:id/copy: the copy, numbered highest + 1
   * (docs/product/coordinators.md, "Admins only").
   */
  copyQuestion: async (id: RaRecord['id']) => ({
    data: await post<RaRecord>(`questions/${encodeURIComponent(id)}/copy`),
  }),
  /** POST /whitelist/import with the chosen file's text. */
  importWhitelist: async (csv: string, schoolId?: number | null) => ({
    data: await post<WhitelistImportResult>(
      'whitelist/import',
      schoolId == null ? { csv } : { csv, school_id: schoolId },
    ),
  }),
  /** DELETE /users/:id with the reason: the account's erasure; answers { message }. */
  eraseUser: async (id: RaRecord['id'], reason: string) => {
    const { json } = await httpClient(`${ADMIN_API_URL}/users/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      body: JSON.stringify({ reason }),
    });
    return { data: json as { message?: string } };
  },
  /** POST /staff-invitations (admins): mails the invitee a link to set their password. */
  inviteStaff: async (invitation: StaffInvitation) => ({
    data: await post<{ message: string }>('staff-invitations', invitation),
  }),
  /** POST /users/:id/unlock or /users/:id/resend-verification; answers { message }. */
  userAction: async (id: RaRecord['id'], action: UserAction) => ({
    data: await post<{ message?: string }>(`users/${encodeURIComponent(id)}/${action}`),
  }),
};

const rest = simpleRestProvider(ADMIN_API_URL, httpClient);

/** Resources whose server takes a change as PATCH with the changed fields (simple-rest sends PUT). */
const PATCHED = new Set(['assignments', 'students']);

export const dataProvider = {
  ...rest,
  update: (async (resource, params) => {
    if (!PATCHED.has(resource)) return rest.update(resource, params);
    const { json } = await httpClient(
      `${ADMIN_API_URL}/${resource}/${encodeURIComponent(params.id)}`,
      { method: 'PATCH', body: JSON.stringify(params.data) },
    );
    return { data: json as RaRecord };
  }) as typeof rest.update,
  ...adminRoutes,
  ...reportRoutes,
  ...coordinatorRoutes,
  ...assignmentRoutes,
  ...scaleHealthRoutes,
  ...instrumentVersionRoutes,
  ...settingsRoutes,
};

export type AdminDataProvider = typeof dataProvider;
