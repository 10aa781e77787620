import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';

export const OWNER = 'owner';
export const SIGNED_IN = 'signedIn';

/** Where a route finds the id of the student whose data it touches. */
export type OwnerRule = { from: 'param' | 'query' | 'body'; field: string };

/**
 * Declares where the route's user id sits (docs/decisions/0005-default-deny-route-declarations.md):
 * OwnershipGuard refuses it with 403 unless it is the caller's own id or the caller is an admin,
 * and with 400
 * when it is missing. Controllers never compare ids by hand.
 */
export const OwnerIn = (from: OwnerRule['from'], field = 'userId') =>
  applyDecorators(SetMetadata(OWNER, { from, field } satisfies OwnerRule), ApiBearerAuth());

/**
 * Declares a route any signed-in user may call: it reads shared data (the question bank) or acts
 * on the caller alone, taking no user id from the request.
 */
export const SignedIn = () => applyDecorators(SetMetadata(SIGNED_IN, true), ApiBearerAuth());
