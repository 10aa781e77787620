import { ASSESSMENT_TYPE_LIST, AssessmentType } from '@aspire/domain';
import {
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
} from 'class-validator';
import { SESSION_ID, SESSION_ID_MESSAGE } from './submit-batch.dto';

export class SaveProgressDto {
  @IsString() @MaxLength(64) userId: string;

  @Matches(SESSION_ID, { message: SESSION_ID_MESSAGE })
  sessionId: string;

  @IsIn(ASSESSMENT_TYPE_LIST, {
    message: 'assessmentType must be Career, Subject, SubjectPart3 or Learning.',
  })
  assessmentType: AssessmentType;

  @IsOptional() @IsArray() @IsString({ each: true }) topSubcategories?: string[];
  @IsOptional() @IsArray() @IsString({ each: true }) topFacets?: string[];

  /** Completion time as the browser saw it; the server records its own clock. */
  @IsOptional() @IsISO8601() lastCompletionDate?: string | null;
}
