import { DateTimeField, TextField } from '../../common/dto/fields';
import { TEXT_LENGTH } from '../../database/columns';
import { UserIdField } from '../../users/dto/account.dto';

export class GenerateInsightsDto {
  @UserIdField() userId: string;

  /** The portal's compact profile text; ignored (the server builds its own from stored scores). */
  @TextField({ max: 4000, multiline: true, nullable: true })
  prompt?: string;
}

export class SaveInsightsDto {
  @UserIdField() userId: string;

  @TextField({ max: TEXT_LENGTH.insights, multiline: true })
  insights: string;

  @DateTimeField({ nullable: true }) generationDate?: string;
}
