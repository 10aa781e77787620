import { REVIEW_NOTE_MAX, REVIEW_TEXT_MAX } from '@aspire/domain';
import { BoolField, EnumField, TextField } from '../../common/dto/fields';
import { Out } from '../../common/dto/responses';
import type { FeedbackReviewStatus } from '../entities/team-feedback-review.entity';
import type { FeedbackReviewRow } from '../feedback-reviews.resource';

/** PUT /api/admin/team-feedback/:id: approve (as written, or edited) or withhold with a note. */
export class FeedbackDecisionDto {
  @EnumField(['approve', 'withhold']) decision: 'approve' | 'withhold';
  /** The feedback as the team will read it, when the coordinator edited it. */
  @TextField({ max: REVIEW_TEXT_MAX, multiline: true, optional: true }) text?: string;
  /** Why it is withheld: the team reads it. */
  @TextField({ max: REVIEW_NOTE_MAX, multiline: true, optional: true }) note?: string;
}

/** PUT /api/admin/team-feedback-settings/:schoolId. */
export class FeedbackSettingDto {
  @BoolField() moderated: boolean;
}

/** A school's setting, as react-admin reads a record (`id`: the school's). */
export class FeedbackSettingResponse {
  @Out.int() id: number;
  @Out.bool() moderated: boolean;
}

export class FeedbackReviewResponse implements FeedbackReviewRow {
  @Out.int() id: number;
  @Out.text({ format: 'uuid' }) task_id: string;
  @Out.int() school_id: number;
  @Out.text() subject: string;
  @Out.text({ nullable: true }) question: string | null;
  @Out.text({ enum: ['pending', 'approved', 'withheld'] }) status: FeedbackReviewStatus;
  @Out.text() draft_text: string;
  @Out.text({ nullable: true }) final_text: string | null;
  @Out.text({ nullable: true }) note: string | null;
  @Out.date() created_at: Date;
  @Out.date({ nullable: true }) reviewed_at: Date | null;
}
