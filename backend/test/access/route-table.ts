import { BACKOFFICE_ROUTES } from './backoffice-routes';
import { PORTAL_ROUTES } from './portal-routes';
import type { Call } from './route-kinds';

export { HIDDEN, OK } from './route-kinds';
export type { Call, Expected, Outcome } from './route-kinds';

/** Every route of /api/docs/json and who may call it. */
export const ROUTES: Record<string, Call> = { ...PORTAL_ROUTES, ...BACKOFFICE_ROUTES };
