import { AssessmentType } from '@aspire/domain';
import { IntField, NumericText, TextField } from '../../common/dto/fields';
import { AssessmentTypeField } from '../../assessments/dto/submit-batch.dto';

/** One assessment, optionally one school (coordinators: their own) and one instrument version. */
export class ScaleHealthQuery {
  @AssessmentTypeField()
  assessment_type: AssessmentType;

  @NumericText()
  @IntField({ min: 1, optional: true, example: 1 })
  school_id?: number;

  /** An instrument version hash, or `legacy` for sessions taken before versions were recorded. */
  @TextField({ max: 64, optional: true, pattern: /^[A-Za-z0-9._-]+$/, example: 'legacy' })
  version?: string;
}
