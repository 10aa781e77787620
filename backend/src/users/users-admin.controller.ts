import { Body, Controller, Delete, Get, Param, Post, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Actor, CurrentActor } from '../admin/actor.decorator';
import { AdminListService } from '../admin/admin-list.service';
import { AdminReadController } from '../admin/admin-read.controller';
import { Auth } from '../auth/decorators/auth.decorator';
import { AuthLimitsService } from '../auth/limits/auth-limits.service';
import { EraseUserDto } from './dto/erase-user.dto';
import { UserChangesDto } from './dto/user-changes.dto';
import { User } from './entities/user.entity';
import { AdminUser, usersResource } from './users-admin.resource';
import { UsersAdminService } from './users-admin.service';
import { UsersRepository } from './users.repository';
import { Answers, MessageResponse } from '../common/dto/responses';
import { AdminUserResponse } from './dto/user.responses';

@ApiTags('admin')
@Auth('admin', 'coordinator')
@Controller('admin/users')
export class UsersAdminController extends AdminReadController(AdminUserResponse)<User, AdminUser> {
  protected readonly resource;

  constructor(
    users: UsersRepository,
    limits: AuthLimitsService,
    lists: AdminListService,
    private readonly service: UsersAdminService,
  ) {
    super(lists);
    this.resource = usersResource(users, limits);
  }

  @Get(':id')
  @Answers(AdminUserResponse)
  get(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return this.service.get(id, actor);
  }

  @Put(':id')
  @Answers(AdminUserResponse)
  update(@Param('id') id: string, @Body() body: UserChangesDto, @CurrentActor() actor: Actor) {
    return this.service.update(id, body, actor);
  }

  /** The erasure a student can do themself; coordinators: their school's students only. */
  @Delete(':id')
  @Answers(MessageResponse)
  erase(@Param('id') id: string, @Body() body: EraseUserDto, @CurrentActor() actor: Actor) {
    return this.service.erase(id, body.reason, actor);
  }

  @Post(':id/unlock')
  @Answers(MessageResponse, 201)
  unlock(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return this.service.unlock(id, actor);
  }

  @Post(':id/resend-verification')
  @Answers(MessageResponse, 201)
  resend(@Param('id') id: string, @CurrentActor() actor: Actor) {
    return this.service.resendVerification(id, actor);
  }
}
