import {
  EMAIL_MAX,
  RECOVERY_CODE_LENGTH,
  validateEmail,
  validateRecoveryCode,
} from '@aspire/domain';
import { ApiProperty } from '@nestjs/swagger';
import { IntField, RuleField, TextField } from '../../common/dto/fields';
import { LENGTH } from '../../database/columns';
import { NewPasswordField } from '../../auth/dto/register.dto';

/** One student (user_id) or a year group and/or class; admins name the school. */
export class IssueRecoveryCodesDto {
  @TextField({ max: 36, optional: true })
  user_id?: string;

  @IntField({ min: 1, optional: true, example: 1 })
  school_id?: number;

  @TextField({ max: LENGTH.rosterGroup, optional: true })
  year_group?: string;

  @TextField({ max: LENGTH.rosterGroup, optional: true })
  class_name?: string;
}

/** The student's side: username, the printed code, a new password, maybe a personal address. */
export class RecoverAccountDto {
  @TextField({ max: LENGTH.username, min: 1 })
  username: string;

  @RuleField(validateRecoveryCode, {
    type: String,
    minLength: RECOVERY_CODE_LENGTH,
    maxLength: 40,
    example: 'ABCD-EFGH-JKMN-PQRS',
  })
  code: string;

  @NewPasswordField()
  newPassword: string;

  @RuleField(
    validateEmail,
    { type: String, format: 'email', maxLength: EMAIL_MAX },
    { optional: true, example: 'ami.personal@example.com' },
  )
  personalEmail?: string;
}

export class RecoveryCodeRow {
  @ApiProperty() user_id: string;
  @ApiProperty() username: string;
  @ApiProperty({ type: String, nullable: true }) year_group: string | null;
  @ApiProperty({ type: String, nullable: true }) class_name: string | null;
  @ApiProperty({ example: 'ABCD-EFGH-JKMN-PQRS' }) code: string;
}

export class IssueRecoveryCodesResponse {
  @ApiProperty({ format: 'date-time' }) expires_at: string;
  @ApiProperty({ type: [RecoveryCodeRow] }) codes: RecoveryCodeRow[];
}

export class RevokedResponse {
  @ApiProperty({ example: 1 }) revoked: number;
}
