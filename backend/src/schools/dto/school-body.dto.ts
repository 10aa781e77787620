import { EchoedField, TextField } from '../../common/dto/fields';
import { LENGTH } from '../../database/columns';

export const NAME_RULE = `School name is required (at most ${LENGTH.schoolName} characters).`;

/** The school form; the counts and dates react-admin echoes back are accepted and ignored. */
export class SchoolBodyDto {
  @TextField({ max: LENGTH.schoolName, message: NAME_RULE, example: 'Demo School' })
  name: string;

  @EchoedField('integer') id?: number;
  @EchoedField('date-time') created_at?: string;
  @EchoedField('integer') domain_count?: number;
  @EchoedField('integer') user_count?: number;
}
