import { STAFF_INVITATION_ROLE_INVALID, STAFF_ROLES, type StaffRole } from '@aspire/domain';
import { EnumField } from '../../common/dto/fields';
import { SchoolIdField } from '../../whitelist/dto/whitelist-entry.dto';
import { EmailField } from './email.dto';

/** {email, role, school_id}: who is invited to the back-office, as what, for which school. */
export class StaffInvitationDto {
  @EmailField()
  email: string;

  @EnumField(STAFF_ROLES, { message: STAFF_INVITATION_ROLE_INVALID })
  role: StaffRole;

  @SchoolIdField()
  school_id?: number | null;
}
