import { UserIdField } from '../../users/dto/account.dto';
import { AssessmentTypeField } from '../dto/submit-batch.dto';

export class CheckAccessQuery {
  @UserIdField()
  userId: string;

  @AssessmentTypeField({ optional: true })
  assessmentType?: string;
}
