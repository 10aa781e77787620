import { Body, Controller, Delete, Get, Ip, Param, Post, Put, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { OwnerIn } from '../auth/decorators/owner.decorator';
import { AccountService } from './account.service';
import { DataExportService } from './data-export.service';
import {
  ChangeEmailDto,
  DeleteAccountDto,
  SaveTopSubjectsDto,
  UpdateUsernameDto,
  VerifyPasswordDto,
} from './dto/account.dto';
import { ErasureService } from './erasure.service';
import { Answers, AnswersCsv, MessageResponse } from '../common/dto/responses';
import {
  AccountDatesResponse,
  AppRoleResponse,
  PasswordCheckResponse,
  ProfileResponse,
  UsernameChangedResponse,
} from './dto/user.responses';

/** The account calls (docs/API.md); every userId is the caller's own unless an admin asks. */
@ApiTags('users')
@Controller('users')
export class UsersController {
  constructor(
    private readonly account: AccountService,
    private readonly exports: DataExportService,
    private readonly erasure: ErasureService,
  ) {}

  @OwnerIn('param')
  @Get('user/:userId')
  @Answers(ProfileResponse)
  profile(@Param('userId') userId: string) {
    return this.account.profile(userId);
  }

  @OwnerIn('param')
  @Get('account-dates/:userId')
  @Answers(AccountDatesResponse)
  dates(@Param('userId') userId: string) {
    return this.account.dates(userId);
  }

  @OwnerIn('body')
  @Post('verify-password')
  @Answers(PasswordCheckResponse, 201)
  verifyPassword(@Body() body: VerifyPasswordDto) {
    return this.account.verifyPassword(body.userId, body.password);
  }

  @OwnerIn('body')
  @Put('update-username')
  @Answers(UsernameChangedResponse)
  updateUsername(@Body() body: UpdateUsernameDto, @CurrentUser() user: AuthUser, @Ip() ip: string) {
    return this.account.updateUsername(user, body.userId, body.username, ip);
  }

  @OwnerIn('body')
  @Post('change-email')
  @Answers(MessageResponse, 201)
  changeEmail(@Body() body: ChangeEmailDto, @CurrentUser() user: AuthUser) {
    return this.account.requestEmailChange(user, body.userId, body.newEmail, body.password);
  }

  @OwnerIn('param')
  @Get('download-data/:userId')
  @AnswersCsv()
  async download(
    @Param('userId') userId: string,
    @CurrentUser() user: AuthUser,
    @Res() reply: FastifyReply,
  ) {
    const csv = await this.exports.export(user, userId);
    return reply
      .header('Content-Type', 'text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="user_data_${userId}.csv"`)
      .header('Cache-Control', 'no-store')
      .send(csv);
  }

  @OwnerIn('param')
  @Delete('delete/:userId')
  @Answers(MessageResponse)
  async remove(
    @Param('userId') userId: string,
    @Body() body: DeleteAccountDto,
    @CurrentUser() user: AuthUser,
  ) {
    await this.account.user(userId);
    await this.account.assertPassword(user, body.password);
    return this.erasure.erase(user, userId);
  }

  @OwnerIn('param')
  @Post('save-top-subjects/:userId')
  @Answers(MessageResponse, 201)
  saveTopSubjects(@Param('userId') userId: string, @Body() body: SaveTopSubjectsDto) {
    return this.account.saveTopSubjects(userId, body.topSubjects);
  }

  @OwnerIn('param')
  @Get(':userId/app_role')
  @Answers(AppRoleResponse)
  appRole(@Param('userId') userId: string) {
    return this.account.appRole(userId);
  }
}
