import { UserIdField } from '../../common/dto/fields';
import { AssessmentTypeField } from '../dto/submit-batch.dto';

export class CheckAccessQuery {
  @UserIdField()
  userId: string;

  @AssessmentTypeField({ optional: true })
  assessmentType?: string;
}
