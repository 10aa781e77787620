import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { AppError } from '../../common/app-error';
import { UserRole } from '../../users/entities/user.entity';
import { AuthUser } from '../auth-user';
import { NO_PERMISSION, ROLES } from '../decorators/auth.decorator';

/** Checks the role from the verified token against @Auth(...roles); runs after JwtAuthGuard. */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const roles = this.reflector.getAllAndOverride<UserRole[] | undefined>(ROLES, [
      context.getHandler(),
      context.getClass(),
    ]);
    if (!roles?.length) return true;
    const user = context.switchToHttp().getRequest<{ user?: AuthUser }>().user;
    if (!user || !roles.includes(user.role)) {
      throw AppError.forbidden(NO_PERMISSION);
    }
    return true;
  }
}
