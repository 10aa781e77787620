import { DateTimeField, TextField, UserIdField } from '../../common/dto/fields';
import { TEXT_LENGTH } from '../../database/columns';

export class GenerateInsightsDto {
  @UserIdField() userId: string;

  /** The profile text the portal received from GET /insights/prompt; ignored (the server builds its own). */
  @TextField({ max: 4000, multiline: true, nullable: true })
  prompt?: string;
}

export class SaveInsightsDto {
  @UserIdField() userId: string;

  @TextField({ max: TEXT_LENGTH.insights, multiline: true })
  insights: string;

  @DateTimeField({ nullable: true }) generationDate?: string;
}
