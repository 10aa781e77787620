import { QuestionStatus } from '@aspire/domain';
import { EnumField, TextField } from '../../common/dto/fields';
import { STATUSES } from '../question-input';

export class CacheBustQuery {
  /**
   * The admin page's cache-busting parameter (docs/product/coordinators.md, "Admins only");
   * ignored.
   */
  @TextField({ max: 32, optional: true, example: '1732500000000' })
  _t?: string;
}

export class QuestionsQuery extends CacheBustQuery {
  @EnumField(STATUSES, { message: `status must be one of: ${STATUSES.join(', ')}.` })
  status: QuestionStatus;
}
