import { AssessmentType } from '@aspire/domain';
import { EnumField, UserIdField } from '../../common/dto/fields';
import { AssessmentTypeField, SessionIdField } from './submit-batch.dto';

export class AssessmentQuery {
  @AssessmentTypeField()
  assessmentType: AssessmentType;

  @SessionIdField({ optional: true })
  sessionId?: string;
}

export class ProgressQuery extends AssessmentQuery {
  @EnumField(['true', 'false'], { optional: true }) fetchLatest?: string;
}

export class DeleteAssessmentDto {
  @UserIdField() userId: string;

  @AssessmentTypeField()
  assessmentType: AssessmentType;
}

export class HistoryQuery {
  @AssessmentTypeField()
  assessmentType: AssessmentType;
}
