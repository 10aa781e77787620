import { ASSESSMENT_TYPE_LIST, AssessmentType } from '@aspire/domain';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { SESSION_ID, SESSION_ID_MESSAGE } from './submit-batch.dto';

const TYPE_MESSAGE = 'assessmentType must be Career, Subject, SubjectPart3 or Learning.';

export class AssessmentQuery {
  @IsIn(ASSESSMENT_TYPE_LIST, { message: TYPE_MESSAGE })
  assessmentType: AssessmentType;

  @IsOptional()
  @Matches(SESSION_ID, { message: SESSION_ID_MESSAGE })
  sessionId?: string;
}

export class ProgressQuery extends AssessmentQuery {
  @IsOptional() @IsString() @MaxLength(5) fetchLatest?: string;
}

export class DeleteAssessmentDto {
  @IsString() @MaxLength(64) userId: string;

  @IsIn(ASSESSMENT_TYPE_LIST, { message: TYPE_MESSAGE })
  assessmentType: AssessmentType;
}
