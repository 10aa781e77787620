import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AuthUser } from '../auth-user';
import { OWNER, OwnerRule } from '../decorators/owner.decorator';
import { assertSelfOrAdmin } from '../ownership';

type Request = { user?: AuthUser; params?: unknown; query?: unknown; body?: unknown };
const SOURCE = { param: 'params', query: 'query', body: 'body' } as const;

/** Enforces @OwnerIn(...) on every route that declares it; runs after the JWT and role guards. */
@Injectable()
export class OwnershipGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const rule = this.reflector.getAllAndOverride<OwnerRule | undefined>(OWNER, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!rule) return true;
    const request = context.switchToHttp().getRequest<Request>();
    assertSelfOrAdmin(request.user!, ownField(request[SOURCE[rule.from]], rule.field));
    return true;
  }
}

/** The field as sent, if it is a string the object itself holds (never one from a prototype). */
function ownField(container: unknown, field: string): string | undefined {
  if (typeof container !== 'object' || container === null) return undefined;
  if (!Object.prototype.hasOwnProperty.call(container, field)) return undefined;
  const value = (container as Record<string, unknown>)[field];
  return typeof value === 'string' ? value : undefined;
}
