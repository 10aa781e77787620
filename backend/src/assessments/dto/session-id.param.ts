import { UserIdField } from '../../common/dto/fields';
import { SessionIdField } from './submit-batch.dto';

/** A student's session in a path: /history/:userId/:sessionId. */
export class SessionIdParam {
  @UserIdField() userId: string;

  @SessionIdField() sessionId: string;
}
