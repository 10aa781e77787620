import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { IdPipe } from '../admin/id.pipe';
import { AuthUser } from '../auth/auth-user';
import { CurrentUser } from '../auth/decorators/current-user.decorator';
import { SignedIn } from '../auth/decorators/owner.decorator';
import { CreatePostDto, FeedQuery, ReactionDto } from './dto/community.dto';
import { FeedReactionsService } from './feed-reactions.service';
import { FeedService } from './feed.service';
import { Answers, MessageResponse } from '../common/dto/responses';
import {
  FeedPostResponseDto,
  FeedResponseDto,
  ReactionSummaryDto,
} from './dto/community.responses';

/**
 * /social-feed (docs/product/access.md, "Checked pages"): the caller's school feed; the roles are
 * checked by the service.
 */
@ApiTags('community')
@Controller('feed')
export class FeedController {
  constructor(
    private readonly feed: FeedService,
    private readonly reactions: FeedReactionsService,
  ) {}

  @SignedIn()
  @Get()
  @Answers(FeedResponseDto)
  list(@Query() query: FeedQuery, @CurrentUser() user: AuthUser) {
    return this.feed.list(user, query.before);
  }

  @SignedIn()
  @Post()
  @Answers(FeedPostResponseDto, 201)
  create(@Body() body: CreatePostDto, @CurrentUser() user: AuthUser) {
    return this.feed.create(user, body);
  }

  @SignedIn()
  @Delete(':id')
  @Answers(MessageResponse)
  remove(@Param('id', IdPipe) id: number, @CurrentUser() user: AuthUser) {
    return this.feed.remove(user, id);
  }

  @SignedIn()
  @Put(':id/reaction')
  @Answers(ReactionSummaryDto)
  react(@Param('id', IdPipe) id: number, @Body() body: ReactionDto, @CurrentUser() user: AuthUser) {
    return this.reactions.react(user, id, body);
  }
}
