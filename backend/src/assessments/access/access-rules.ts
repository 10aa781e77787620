import {
  ACCESS_ROUTE_NAMES,
  ACCESS_ROUTES as ROUTES,
  type AccessRouteName,
  type AssessmentType,
} from '@aspire/domain';
import { AuthUser } from '../../auth/auth-user';

/** The access-checked routes of spec 000 §2, without the leading slash: domain's list. */
export const ACCESS_ROUTES = ACCESS_ROUTE_NAMES;
export type AccessRoute = AccessRouteName;

/** `role`: spec 000 §2, the social feed and consultant profile receive the user's role. */
export type AccessDecision = { access: boolean; error?: string; role?: string };
export type AccessContext = { user: AuthUser; assessmentType?: string };
export type AccessRule = (context: AccessContext) => Promise<AccessDecision> | AccessDecision;

export const ALLOW: AccessRule = () => ({ access: true });

/** spec 000 §3: the assessment types an assessment route may be checked with. */
export const ASSESSMENT_ROUTE_TYPES: Partial<Record<AccessRoute, AssessmentType>> =
  Object.fromEntries(
    ROUTES.flatMap((r) => (r.assessmentType ? [[r.route, r.assessmentType]] : [])),
  );
