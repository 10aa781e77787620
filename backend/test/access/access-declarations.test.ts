import { Controller, Get, Module } from '@nestjs/common';
import { DiscoveryModule, NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { AccessDeclarations } from '../../src/auth/access-declarations';
import { Auth } from '../../src/auth/decorators/auth.decorator';
import { OwnerIn, SignedIn } from '../../src/auth/decorators/owner.decorator';
import { Public } from '../../src/auth/decorators/public.decorator';

@Controller('declared')
class DeclaredController {
  @Public() @Get('a') a() {}
  @SignedIn() @Get('b') b() {}
  @OwnerIn('param') @Get('c/:userId') c() {}
}

@Auth('admin')
@Controller('staff')
class StaffController {
  @Get() list() {}
}

@Controller('forgotten')
class ForgottenController {
  @Public() @Get('fine') fine() {}
  @Get('open') open() {}
}

const bootWith = async (...controllers: (new () => unknown)[]) => {
  @Module({ imports: [DiscoveryModule], controllers, providers: [AccessDeclarations] })
  class TestModule {}
  const app = await NestFactory.create(TestModule, new FastifyAdapter(), {
    logger: false,
    abortOnError: false,
  });
  await app.init();
  await app.close();
};

// "ownership is declared, not remembered" — a route that says nothing does not start.
describe('access declarations', () => {
  it('should start when every route declares who may call it', async () => {
    await expect(bootWith(DeclaredController, StaffController)).resolves.toBeUndefined();
  });

  it('should refuse to start with a route that declares nothing, naming it', async () => {
    await expect(bootWith(DeclaredController, ForgottenController)).rejects.toThrow(
      'Routes without an access declaration: GET ForgottenController.open',
    );
  });
});
