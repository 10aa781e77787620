import { QuestionStatus } from '@aspire/domain';
import { Out } from '../../common/dto/responses';
import { AdminFacet } from '../facets-admin.resource';
import { STATUSES } from '../question-input';
import { AdminQuestion, ServedQuestion } from '../question-response';

class QuestionOptionResponse {
  @Out.text() optionText: string;
  @Out.int() score: number;
}

/** A question as the admin form and the back-office read it. */
export class AdminQuestionResponse implements AdminQuestion {
  @Out.int() id: number;
  @Out.int() question_number: number;
  @Out.text() question_text: string;
  @Out.text({ nullable: true }) example_info: string | null;
  @Out.of(() => QuestionOptionResponse, { list: true }) options: QuestionOptionResponse[];
  @Out.text() answer_type: string;
  @Out.text() category: string;
  @Out.text() sub_category: string;
  @Out.text({ nullable: true }) facet: string | null;
  @Out.int({ nullable: true }) facet_id: number | null;
  @Out.text({ enum: STATUSES }) status: QuestionStatus;
  @Out.texts() taxonomy: string[];
  @Out.date() created_at: Date;
  @Out.date() updated_at: Date;
}

export class UpdatedQuestionResponse {
  @Out.of(() => AdminQuestionResponse) updatedQuestion: AdminQuestionResponse;
}

/** A question as the test serves it (docs/product/assessments.md, "Taking an assessment"). */
export class ServedQuestionResponse implements ServedQuestion {
  @Out.int() question_id: number;
  @Out.int() _id: number;
  @Out.int() question_number: number;
  @Out.text() question_text: string;
  @Out.of(() => QuestionOptionResponse, { list: true }) options: QuestionOptionResponse[];
  @Out.text() answer_type: string;
  @Out.text() category: string;
  @Out.text() sub_category: string;
  @Out.text({ nullable: true }) facet: string | null;
  @Out.text({ nullable: true }) facet_note: string | null;
  @Out.text({ nullable: true }) example_info: string | null;
  @Out.texts() taxonomy: string[];
  @Out.text({ enum: STATUSES }) status: QuestionStatus;
}

export class AdminFacetResponse implements AdminFacet {
  @Out.int() id: number;
  @Out.text({ enum: STATUSES }) status: QuestionStatus;
  @Out.text() name: string;
  @Out.text() category: string;
  @Out.text() sub_category: string;
  @Out.text() note: string;
  @Out.texts() taxonomy: string[];
  @Out.int() question_count: number;
}
