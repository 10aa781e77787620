import { Injectable, OnApplicationBootstrap, RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { ROLES } from './decorators/auth.decorator';
import { OWNER, SIGNED_IN } from './decorators/owner.decorator';
import { IS_PUBLIC } from './decorators/public.decorator';

const DECLARATIONS = [IS_PUBLIC, ROLES, OWNER, SIGNED_IN];

/**
 * Every route says who may call it: @Public(), @Auth(...roles), @OwnerIn(...) or @SignedIn().
 * The application refuses to start with a route that declares none, so a new route can never be
 * open to every signed-in user by omission
 * (docs/decisions/0005-default-deny-route-declarations.md).
 */
@Injectable()
export class AccessDeclarations implements OnApplicationBootstrap {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onApplicationBootstrap(): void {
    const undeclared = this.routes().filter((route) => !route.declared);
    if (undeclared.length) {
      throw new Error(
        `Routes without an access declaration: ${undeclared.map((r) => r.name).join(', ')}`,
      );
    }
  }

  routes(): { name: string; declared: boolean }[] {
    return this.discovery.getControllers().flatMap(({ instance, metatype }) => {
      if (!instance || !metatype) return [];
      const prototype = Object.getPrototypeOf(instance) as object;
      return this.scanner.getAllMethodNames(prototype).flatMap((method) => {
        const handler = (prototype as Record<string, unknown>)[method] as () => unknown;
        if (Reflect.getMetadata(PATH_METADATA, handler) === undefined) return [];
        const verb = RequestMethod[Reflect.getMetadata(METHOD_METADATA, handler) as number];
        const declared = DECLARATIONS.some(
          (key) => this.reflector.getAllAndOverride(key, [handler, metatype]) !== undefined,
        );
        return [{ name: `${verb} ${metatype.name}.${method}`, declared }];
      });
    });
  }
}
