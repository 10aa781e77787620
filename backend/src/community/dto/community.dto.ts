import {
  CONSULTANT_SUBJECTS_MAX,
  FEED_LINK_MAX,
  FEED_REACTIONS,
  type FeedReaction,
} from '@aspire/domain';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

/** Texts may arrive with markup, which is stripped; the domain rules then check the plain text. */
const RAW_TEXT_MAX = 5000;

export class FeedQuery {
  /** Posts older than this id (the next page). */
  @IsOptional() @Type(() => Number) @IsInt() @Min(1) @Max(2_147_483_647) before?: number;
}

export class CreatePostDto {
  @IsString() @MaxLength(RAW_TEXT_MAX) body: string;
  @IsOptional() @IsString() @MaxLength(FEED_LINK_MAX) link?: string | null;
}

export class ReactionDto {
  /** null takes the caller's reaction back. */
  @ValidateIf((o: ReactionDto) => o.reaction !== null)
  @IsIn(FEED_REACTIONS)
  reaction: FeedReaction | null;
}

export class ConsultantProfileDto {
  @IsString() @MaxLength(RAW_TEXT_MAX) headline: string;
  @IsString() @MaxLength(RAW_TEXT_MAX) bio: string;
  @IsArray()
  @ArrayMaxSize(CONSULTANT_SUBJECTS_MAX * 4)
  @IsString({ each: true })
  @MaxLength(200, { each: true })
  subjects: string[];
  @IsString() @MaxLength(RAW_TEXT_MAX) contact: string;
}
