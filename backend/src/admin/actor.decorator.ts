import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { AuthUser } from '../auth/auth-user';

/** Who is changing something, and from where: what every audit row records. */
export type Actor = { user: AuthUser; ip: string };

export const CurrentActor = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Actor => {
    const request = context.switchToHttp().getRequest<FastifyRequest & { user: AuthUser }>();
    return { user: request.user, ip: request.ip };
  },
);
