import { AssessmentType } from '@aspire/domain';
import { DateTimeField, TextListField, UserIdField } from '../../common/dto/fields';
import { LIST_MAX, TEXT_LENGTH } from '../../database/columns';
import { AssessmentTypeField, SessionIdField } from './submit-batch.dto';

const TopList = () =>
  TextListField({ max: TEXT_LENGTH.tag, maxItems: LIST_MAX.topItems, nullable: true });

export class SaveProgressDto {
  @UserIdField() userId: string;

  @SessionIdField()
  sessionId: string;

  @AssessmentTypeField()
  assessmentType: AssessmentType;

  @TopList() topSubcategories?: string[];
  @TopList() topFacets?: string[];

  /**
   * UniReady: the areas the student chose among a Part I tie, checked against the tie the
   * server finds in the stored answers (docs/decisions/0064-part-i-ties-chosen-by-the-student.md).
   */
  @TopList() partIChoice?: string[] | null;

  /** Completion time as the browser saw it; the server records its own clock. */
  @DateTimeField({ nullable: true }) lastCompletionDate?: string | null;
}
