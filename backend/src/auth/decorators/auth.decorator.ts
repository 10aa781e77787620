import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { UserRole } from '../../users/entities/user.entity';

export const ROLES = 'roles';

/** One composed decorator: bearer auth, optionally limited to some roles. */
export const Auth = (...roles: UserRole[]) =>
  applyDecorators(SetMetadata(ROLES, roles), ApiBearerAuth());
