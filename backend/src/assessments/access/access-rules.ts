import {
  ACCESS_ROUTE_NAMES,
  ACCESS_ROUTES as ROUTES,
  type AccessRouteName,
  type AssessmentType,
} from '@aspire/domain';
import { AuthUser } from '../../auth/auth-user';

/**
 * The access-checked routes (docs/product/access.md, "Checked pages"), without the leading slash:
 * domain's list.
 */
export const ACCESS_ROUTES = ACCESS_ROUTE_NAMES;
export type AccessRoute = AccessRouteName;

/** `role`: the social feed and consultant profile receive the user's role. */
export type AccessDecision = { access: boolean; error?: string; role?: string };
export type AccessContext = { user: AuthUser; assessmentType?: string };
export type AccessRule = (context: AccessContext) => Promise<AccessDecision> | AccessDecision;

export const ALLOW: AccessRule = () => ({ access: true });

/**
 * The assessment types an assessment route may be checked with
 * (docs/product/access.md, "Checked pages").
 */
export const ASSESSMENT_ROUTE_TYPES: Partial<Record<AccessRoute, AssessmentType>> =
  Object.fromEntries(
    ROUTES.flatMap((r) => (r.assessmentType ? [[r.route, r.assessmentType]] : [])),
  );
