import { ASSESSMENT_TYPE_LIST } from '@aspire/domain';
import { ApiProperty } from '@nestjs/swagger';
import { Out } from '../../common/dto/responses';

const STATUSES = ['complete', 'in_progress', 'not_started'] as const;

export class AssignmentCountsResponse {
  @Out.int() total: number;
  @Out.int() complete: number;
  @Out.int() in_progress: number;
  @Out.int() not_started: number;
}

export class AssignmentResponse {
  @Out.int() id: number;
  @Out.int() school_id: number;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...ASSESSMENT_TYPE_LIST] } })
  assessment_types: string[];
  @Out.text({ nullable: true }) year_group: string | null;
  @Out.text({ nullable: true }) class_name: string | null;
  @Out.date() due_at: string;
  @Out.text({ nullable: true }) message: string | null;
  @Out.text({ nullable: true }) created_by: string | null;
  @Out.date() created_at: string;
  @Out.date({ nullable: true }) reminded_at: string | null;
}

export class AssignmentListRowResponse extends AssignmentResponse {
  @Out.of(() => AssignmentCountsResponse) counts: AssignmentCountsResponse;
}

export class AssignmentStudentResponse {
  @Out.text() id: string;
  @Out.text() username: string;
  @Out.text() email: string;
  @Out.text({ nullable: true }) year_group: string | null;
  @Out.text({ nullable: true }) class_name: string | null;
  @Out.text({ enum: STATUSES }) status: string;
  /** Each assessment of the assignment: complete, in_progress or not_started. */
  @Out.map({ type: 'string', enum: [...STATUSES] }) assessments: Record<string, string>;
}

export class AssignmentDetailResponse extends AssignmentListRowResponse {
  @Out.of(() => AssignmentStudentResponse, { list: true }) students: AssignmentStudentResponse[];
}

export class AssignmentRemindResponse {
  @Out.int() sent: number;
  @Out.int() students: number;
}

export class MyAssignmentResponse {
  @Out.int() id: number;
  @ApiProperty({ type: 'array', items: { type: 'string', enum: [...ASSESSMENT_TYPE_LIST] } })
  assessment_types: string[];
  @Out.date() due_at: string;
  @Out.text({ nullable: true }) message: string | null;
  /** "Your school asks you to complete FutureReady by 12 December" */
  @Out.text() text: string;
  @Out.text({ enum: STATUSES }) status: string;
}

class YearGroupResponse {
  @Out.text() year_group: string;
  @Out.int() students: number;
}

class ClassResponse {
  @Out.text({ nullable: true }) year_group: string | null;
  @Out.text() class_name: string;
  @Out.int() students: number;
}

/** The year groups and classes the school's students are in: what an assignment may name. */
export class AssignmentGroupsResponse {
  @Out.of(() => YearGroupResponse, { list: true }) year_groups: YearGroupResponse[];
  @Out.of(() => ClassResponse, { list: true }) classes: ClassResponse[];
}

class AssessmentCheckResponse {
  @ApiProperty({ type: 'string', enum: [...ASSESSMENT_TYPE_LIST] }) type: string;
  @Out.int() done: number;
  @Out.int() locked: number;
}

/** How many students an assignment would have, and for how many each assessment is locked or done. */
export class AssignmentCheckResponse {
  @Out.int() students: number;
  @Out.of(() => AssessmentCheckResponse, { list: true }) assessments: AssessmentCheckResponse[];
  @ApiProperty({ type: 'array', items: { type: 'string' } }) warnings: string[];
}
