import { Allow } from 'class-validator';

/**
 * The admin form as sent by the back-office or the spec's own calls. Fields are only listed here;
 * question-input.ts validates them with the spec 001 §5 messages. Read-only fields that
 * react-admin echoes back on save are accepted and ignored.
 */
export class QuestionBodyDto {
  @Allow() question_number?: unknown;
  @Allow() question_text?: unknown;
  @Allow() example_info?: unknown;
  @Allow() options?: unknown;
  @Allow() answer_type?: unknown;
  @Allow() category?: unknown;
  @Allow() sub_category?: unknown;
  @Allow() facet?: unknown;
  @Allow() facet_id?: unknown;
  @Allow() status?: unknown;
  @Allow() taxonomy?: unknown;
  @Allow() id?: unknown;
  @Allow() question_id?: unknown;
  @Allow() created_at?: unknown;
  @Allow() updated_at?: unknown;
}
