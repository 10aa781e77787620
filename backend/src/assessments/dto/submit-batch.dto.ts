import { ASSESSMENT_TYPE_LIST, AssessmentType } from '@aspire/domain';
import { Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  Min,
  ValidateNested,
} from 'class-validator';

export const SESSION_ID = /^[A-Za-z0-9_-]{8,64}$/;
export const SESSION_ID_MESSAGE = 'sessionId must be 8-64 letters, digits, "-" or "_".';

export class AnswerItemDto {
  @IsInt({ message: 'Each answer needs a numeric questionId.' })
  questionId: number;

  @IsInt({ message: 'Each answer needs a whole-number score.' })
  @Min(0)
  score: number;

  // Sent by the portal (spec 001 §3); the server takes these from the question itself.
  @IsOptional() @IsString() @MaxLength(120) category?: string;
  @IsOptional() @IsString() @MaxLength(120) subCategory?: string;
  @IsOptional() @IsString() @MaxLength(120) facet?: string;
  @IsOptional() @IsArray() taxonomy?: string[];
}

export class SubmitBatchDto {
  @IsString() @MaxLength(64) userId: string;

  @IsIn(ASSESSMENT_TYPE_LIST, {
    message: 'assessmentType must be Career, Subject, SubjectPart3 or Learning.',
  })
  assessmentType: AssessmentType;

  @Matches(SESSION_ID, { message: SESSION_ID_MESSAGE })
  sessionId: string;

  @IsArray()
  @ArrayMinSize(1, { message: 'No answers provided to save.' })
  @ArrayMaxSize(500)
  @ValidateNested({ each: true })
  @Type(() => AnswerItemDto)
  answers: AnswerItemDto[];

  /** Part III and StudyStyle send a map of question id to options (spec 001 §7); unused. */
  @IsOptional() options?: unknown;
}
