import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { UserRole } from '../../users/entities/user.entity';

export const ROLES = 'roles';
/** What a caller without one of the declared roles is told (403). */
export const NO_PERMISSION = 'You do not have permission to do this.';

/** One composed decorator: bearer auth, optionally limited to some roles. */
export const Auth = (...roles: UserRole[]) =>
  applyDecorators(SetMetadata(ROLES, roles), ApiBearerAuth());
