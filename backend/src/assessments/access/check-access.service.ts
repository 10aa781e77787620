import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../auth/auth-user';
import { AppError } from '../../common/app-error';
import {
  ACCESS_ROUTES,
  AccessDecision,
  AccessRoute,
  AccessRule,
  ALLOW,
  ASSESSMENT_ROUTE_TYPES,
} from './access-rules';

/**
 * One decision per access-checked route (docs/product/access.md, "Checked pages"). Features
 * register their rule here (Part III eligibility, completions for score pages, Enrich+);
 * unregistered routes allow any
 * signed-in user.
 */
@Injectable()
export class CheckAccessService {
  private readonly rules = new Map<AccessRoute, AccessRule>();

  register(route: AccessRoute, rule: AccessRule): void {
    this.rules.set(route, rule);
  }

  async decide(route: string, user: AuthUser, assessmentType?: string) {
    if (!isAccessRoute(route)) throw AppError.notFound(`Unknown route: ${route}`);
    const expectedType = ASSESSMENT_ROUTE_TYPES[route];
    if (expectedType && assessmentType && assessmentType !== expectedType) {
      return answer({ access: false, error: 'Invalid assessment type for this page.' });
    }
    const rule = this.rules.get(route) ?? ALLOW;
    return answer(await rule({ user, assessmentType }));
  }
}

const isAccessRoute = (route: string): route is AccessRoute =>
  (ACCESS_ROUTES as readonly string[]).includes(route);

/**
 * The original reads `{access, error}`; the dashboard helpers read `hasAccess`
 * (docs/product/access.md, "Checked pages").
 */
function answer(decision: AccessDecision) {
  return {
    access: decision.access,
    hasAccess: decision.access,
    error: decision.error ?? null,
    ...(decision.role ? { role: decision.role } : {}),
  };
}
