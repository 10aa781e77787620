import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AuthUser } from '../auth/auth-user';
import { Auth } from '../auth/decorators/auth.decorator';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { SignedIn } from '../auth/decorators/owner.decorator';
import { ConsultantsService } from './consultants.service';
import { ConsultantProfileDto } from './dto/community.dto';
import { Answers } from '../common/dto/responses';
import {
  ConsultantProfileResponseDto,
  ConsultantsResponseDto,
  MyConsultantProfileResponseDto,
} from './dto/community.responses';

/**
 * /consultant-profile (docs/product/access.md, "Checked pages"): consultants edit theirs, students
 * find matching ones.
 */
@ApiTags('community')
@Controller('consultants')
export class ConsultantsController {
  constructor(private readonly consultants: ConsultantsService) {}

  @SignedIn()
  @Get()
  @Answers(ConsultantsResponseDto)
  list(@CurrentUser() user: AuthUser) {
    return this.consultants.list(user);
  }

  @Auth('subject_consultant')
  @Get('me')
  @Answers(MyConsultantProfileResponseDto)
  mine(@CurrentUser() user: AuthUser) {
    return this.consultants.mine(user);
  }

  @Auth('subject_consultant')
  @Put('me')
  @Answers(ConsultantProfileResponseDto)
  save(@Body() body: ConsultantProfileDto, @CurrentUser() user: AuthUser) {
    return this.consultants.save(user, body);
  }
}
