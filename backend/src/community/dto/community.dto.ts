import {
  CONSULTANT_SUBJECTS_MAX,
  FEED_LINK_MAX,
  FEED_REACTIONS,
  type FeedReaction,
} from '@aspire/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IsIn, ValidateIf } from 'class-validator';
import { IntField, NumericText, TextField, TextListField } from '../../common/dto/fields';
import { INT_MAX } from '../../database/columns';

/** Texts may arrive with markup, which is stripped; the domain rules then check the plain text. */
const RAW_TEXT_MAX = 5000;

export class FeedQuery {
  /** Posts older than this id (the next page). */
  @NumericText()
  @IntField({ min: 1, max: INT_MAX, optional: true })
  before?: number;
}

export class CreatePostDto {
  @TextField({ max: RAW_TEXT_MAX, multiline: true }) body: string;
  @TextField({ max: FEED_LINK_MAX, nullable: true, example: 'https://example.org/open-day' })
  link?: string | null;
}

export class ReactionDto {
  /** null takes the caller's reaction back. */
  @ApiProperty({ enum: [...FEED_REACTIONS, null], nullable: true, required: true })
  @ValidateIf((o: ReactionDto) => o.reaction !== null)
  @IsIn(FEED_REACTIONS)
  reaction: FeedReaction | null;
}

export class ConsultantProfileDto {
  @TextField({ max: RAW_TEXT_MAX }) headline: string;
  @TextField({ max: RAW_TEXT_MAX, multiline: true }) bio: string;
  @TextListField({ max: 200, maxItems: CONSULTANT_SUBJECTS_MAX * 4 }) subjects: string[];
  @TextField({ max: RAW_TEXT_MAX, multiline: true }) contact: string;
}
