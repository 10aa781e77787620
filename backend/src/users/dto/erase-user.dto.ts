import { ERASURE_REASON_MAX, ERASURE_REASON_REQUIRED } from '@aspire/domain';
import { TextField } from '../../common/dto/fields';

/** DELETE /api/admin/users/:id: staff say why an account is erased (kept in the audit trail). */
export class EraseUserDto {
  @TextField({
    max: ERASURE_REASON_MAX,
    pattern: /\S.*\S.*\S/s,
    multiline: true,
    message: ERASURE_REASON_REQUIRED,
    description: 'Why the account is erased, e.g. "The school asked on behalf of the parent".',
  })
  reason: string;
}
