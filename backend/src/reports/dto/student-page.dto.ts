import { TextField } from '../../common/dto/fields';
import { LENGTH } from '../../database/columns';

/** A student's class and year group, changed on their page (empty text clears one). */
export class StudentGroupsDto {
  @TextField({ max: LENGTH.rosterGroup, optional: true, example: 'Year 12' })
  year_group?: string;

  @TextField({ max: LENGTH.rosterGroup, optional: true, example: '12B' })
  class_name?: string;
}
