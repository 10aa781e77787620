import { Controller, Get, Inject } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public } from '../auth/decorators/public.decorator';
import { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { Answers } from '../common/dto/responses';
import { publicConfig } from './public-config';
import { PublicConfigResponse } from './public-config.response';

@ApiTags('config')
@Controller('config')
export class PublicConfigController {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** See publicConfig. */
  @Public()
  @Get()
  @Answers(PublicConfigResponse)
  get(): PublicConfigResponse {
    return publicConfig(this.config);
  }
}
