import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators/public.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Answers } from '../common/dto/responses';
import { PublicConfigResponse } from './public-config.response';

@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /**
   * Support address and product links the portal shows (spec 000 §1: configuration), and the
   * retention periods its privacy page states (issue 16).
   */
  @Public()
  @Get()
  @Answers(PublicConfigResponse)
  get(): PublicConfigResponse {
    const { unverifiedAccountDays, mailBodyDays, analyticsEventDays } = this.config.retention;
    return {
      ...this.config.links,
      retention: { unverifiedAccountDays, mailBodyDays, analyticsEventDays },
    };
  }
}
