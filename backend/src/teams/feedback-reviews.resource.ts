import { AdminResource, filterIds, sortable, text } from '../admin/admin-resource';
import { schoolScope } from '../admin/school-scope';
import { TeamFeedbackReview } from './entities/team-feedback-review.entity';
import { FeedbackReviewsRepository } from './feedback-reviews.repository';

export const toFeedbackReview = (r: TeamFeedbackReview) => ({
  id: r.id,
  task_id: r.taskId,
  school_id: r.schoolId,
  subject: r.task?.subject ?? '',
  question: r.task?.question ?? null,
  status: r.status,
  draft_text: r.draftText,
  final_text: r.finalText,
  note: r.note,
  created_at: r.createdAt,
  reviewed_at: r.reviewedAt,
});
export type FeedbackReviewRow = ReturnType<typeof toFeedbackReview>;

const STATUSES = new Set(['pending', 'approved', 'withheld']);

/**
 * AI team feedback held for a school's coordinators: the subject, the question and the AI's
 * text, never the students' answers or names (coordinators do not see answers).
 */
export const feedbackReviewsResource = (
  rows: FeedbackReviewsRepository,
): AdminResource<TeamFeedbackReview, FeedbackReviewRow> => ({
  name: 'team-feedback',
  personal: true,
  query: (user) => rows.listQuery(schoolScope(user)),
  sortable: sortable({ id: 'r.id', status: 'r.status', created_at: 'r.createdAt' }),
  defaultSort: ['created_at', 'DESC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    const status = text(f.status);
    if (status && STATUSES.has(status)) qb.andWhere('r.status = :status', { status });
  },
  toResponse: toFeedbackReview,
  csv: ['id', 'subject', 'status', 'created_at', 'reviewed_at'],
});
