import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { QuestionStatus } from '../entities/facet.entity';
import { STATUSES } from '../question-input';

export class QuestionsQuery {
  @IsIn(STATUSES, { message: `status must be one of: ${STATUSES.join(', ')}.` })
  status: QuestionStatus;

  /** The admin page's cache-busting parameter (spec 001 §7); ignored. */
  @IsOptional()
  @IsString()
  @MaxLength(32)
  _t?: string;
}

export class CacheBustQuery {
  @IsOptional()
  @IsString()
  @MaxLength(32)
  _t?: string;
}
