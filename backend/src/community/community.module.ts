import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AssessmentsModule } from '../assessments/assessments.module';
import { QuestionsModule } from '../questions/questions.module';
import { CommunityAccessRules } from './community-access.rules';
import { ConsultantsController } from './consultants.controller';
import { ConsultantsRepository } from './consultants.repository';
import { ConsultantsService } from './consultants.service';
import { ConsultantProfile } from './entities/consultant-profile.entity';
import { FeedPost } from './entities/feed-post.entity';
import { FeedReaction } from './entities/feed-reaction.entity';
import { FeedController } from './feed.controller';
import { FeedReactionsService } from './feed-reactions.service';
import { FeedRepository } from './feed.repository';
import { FeedService } from './feed.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([FeedPost, FeedReaction, ConsultantProfile]),
    AssessmentsModule,
    QuestionsModule,
  ],
  controllers: [FeedController, ConsultantsController],
  providers: [
    FeedRepository,
    FeedService,
    FeedReactionsService,
    ConsultantsRepository,
    ConsultantsService,
    CommunityAccessRules,
  ],
})
export class CommunityModule {}
