import { Body, Controller, Delete, Get, Ip, Param, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { assertSelfOrAdmin } from '../auth/ownership';
import { AccountService } from './account.service';
import { DataExportService } from './data-export.service';
import {
  ChangeEmailDto,
  SaveTopSubjectsDto,
  UpdateUsernameDto,
  VerifyPasswordDto,
} from './dto/account.dto';
import { ErasureService } from './erasure.service';

/** spec 002 §7 account calls; every userId is the caller's own unless an admin asks. */
@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly account: AccountService,
    private readonly exports: DataExportService,
    private readonly erasure: ErasureService,
  ) {}

  @Get('user/:userId')
  profile(@Param('userId') userId: string, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, userId);
    return this.account.profile(userId);
  }

  @Get('account-dates/:userId')
  dates(@Param('userId') userId: string, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, userId);
    return this.account.dates(userId);
  }

  @Post('verify-password')
  verifyPassword(@Body() body: VerifyPasswordDto, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, body.userId);
    return this.account.verifyPassword(body.userId, body.password);
  }

  @Put('update-username')
  updateUsername(@Body() body: UpdateUsernameDto, @CurrentUser() user: AuthUser, @Ip() ip: string) {
    assertSelfOrAdmin(user, body.userId);
    return this.account.updateUsername(user, body.userId, body.username, ip);
  }

  @Post('change-email')
  changeEmail(@Body() body: ChangeEmailDto, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, body.userId);
    return this.account.requestEmailChange(user, body.userId, body.newEmail);
  }

  @Get('download-data/:userId')
  async download(
    @Param('userId') userId: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    assertSelfOrAdmin(user, userId);
    const csv = await this.exports.export(user, userId);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="user_data_${userId}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  }

  @Delete('delete/:userId')
  remove(@Param('userId') userId: string, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, userId);
    return this.erasure.erase(user, userId);
  }

  @Post('save-top-subjects/:userId')
  saveTopSubjects(
    @Param('userId') userId: string,
    @Body() body: SaveTopSubjectsDto,
    @CurrentUser() user: AuthUser,
  ) {
    assertSelfOrAdmin(user, userId);
    return this.account.saveTopSubjects(userId, body.topSubjects);
  }

  @Get(':userId/app_role')
  appRole(@Param('userId') userId: string, @CurrentUser() user: AuthUser) {
    assertSelfOrAdmin(user, userId);
    return this.account.appRole(userId);
  }
}
