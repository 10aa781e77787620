import {
  ConsultantProfileResponse,
  ConsultantsResponse,
  FEED_REACTIONS,
  FeedAuthor,
  type FeedReaction,
  FeedPostResponse,
  FeedResponse,
  MyConsultantProfileResponse,
} from '@aspire/domain';
import { Out } from '../../common/dto/responses';
import { ReactionSummary } from '../feed-post.response';

class FeedAuthorDto implements FeedAuthor {
  @Out.text() username: string;
  @Out.text() role: string;
}

/** How many of each reaction a post has (a reaction nobody gave is left out). */
class ReactionCountsDto implements Partial<Record<FeedReaction, number>> {
  @Out.int({ optional: true }) like?: number;
  @Out.int({ optional: true }) helpful?: number;
  @Out.int({ optional: true }) interested?: number;
}

export class ReactionSummaryDto implements ReactionSummary {
  @Out.of(() => ReactionCountsDto) reactions: ReactionCountsDto;
  @Out.text({ enum: FEED_REACTIONS, nullable: true }) myReaction: FeedReaction | null;
}

export class FeedPostResponseDto implements FeedPostResponse {
  @Out.int() id: number;
  @Out.of(() => FeedAuthorDto) author: FeedAuthorDto;
  @Out.text() body: string;
  @Out.text({ nullable: true }) link: string | null;
  @Out.text({ format: 'date-time' }) created_at: string;
  @Out.of(() => ReactionCountsDto) reactions: ReactionCountsDto;
  @Out.text({ enum: FEED_REACTIONS, nullable: true }) myReaction: FeedReaction | null;
  /** The caller may delete it (its author, or an admin). */
  @Out.bool() canDelete: boolean;
}

export class FeedResponseDto implements FeedResponse {
  @Out.of(() => FeedPostResponseDto, { list: true }) posts: FeedPostResponseDto[];
  @Out.bool() hasMore: boolean;
}

export class ConsultantProfileResponseDto implements ConsultantProfileResponse {
  @Out.text({ format: 'uuid' }) userId: string;
  @Out.text() username: string;
  @Out.text() headline: string;
  @Out.text() bio: string;
  @Out.texts() subjects: string[];
  @Out.text() contact: string;
  @Out.text({ format: 'date-time' }) updated_at: string;
}

export class MyConsultantProfileResponseDto implements MyConsultantProfileResponse {
  @Out.of(() => ConsultantProfileResponseDto, { nullable: true })
  profile: ConsultantProfileResponseDto | null;
  /** The subjects a consultant may choose. */
  @Out.texts() subjectOptions: string[];
}

export class ConsultantsResponseDto implements ConsultantsResponse {
  @Out.of(() => ConsultantProfileResponseDto, { list: true })
  consultants: ConsultantProfileResponseDto[];
  /** The caller's top subjects the list was matched on (empty for staff). */
  @Out.texts() matchedOn: string[];
}
