import { Out } from '../../common/dto/responses';
import { AdminSchool } from '../schools-admin.resource';

export class AdminSchoolResponse implements AdminSchool {
  @Out.int() id: number;
  @Out.text() name: string;
  @Out.date() created_at: Date;
  @Out.int() domain_count: number;
  @Out.int() user_count: number;
}
