import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppState } from '../app-state/app-state.entity';
import { AiService } from './ai.service';
import { AiSharingController } from './sharing/ai-sharing.controller';
import { AiSharingRepository } from './sharing/ai-sharing.repository';
import { AiSharingService } from './sharing/ai-sharing.service';

@Module({
  imports: [TypeOrmModule.forFeature([AppState])],
  controllers: [AiSharingController],
  providers: [AiService, AiSharingRepository, AiSharingService],
  exports: [AiService],
})
export class AiModule {}
