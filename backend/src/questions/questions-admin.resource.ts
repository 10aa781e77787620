import { optionsText } from '@aspire/domain';
import { AdminResource, filterIds, like, sortable, text } from '../admin/admin-resource';
import { Question } from './entities/question.entity';
import { AdminQuestion, toAdminQuestion } from './question-response';
import { QuestionsAdminRepository } from './questions-admin.repository';

export const questionsResource = (
  rows: QuestionsAdminRepository,
): AdminResource<Question, AdminQuestion> => ({
  name: 'questions',
  query: () => rows.questionList(),
  sortable: sortable({
    id: 'q.id',
    question_number: 'q.questionNumber',
    question_text: 'q.questionText',
    category: 'q.category',
    sub_category: 'q.subCategory',
    status: 'q.status',
    updated_at: 'q.updatedAt',
  }),
  defaultSort: ['question_number', 'DESC'],
  filter: (qb, f) => {
    filterIds(qb, f.id);
    if (text(f.status)) qb.andWhere('q.status = :status', { status: text(f.status) });
    if (text(f.category)) qb.andWhere('q.category = :category', { category: text(f.category) });
    if (Number.isInteger(f.facet_id)) qb.andWhere('q.facet_id = :facetId', { facetId: f.facet_id });
    if (text(f.q)) {
      qb.andWhere(
        "(LOWER(q.question_text) LIKE :q ESCAPE '!' OR LOWER(q.category) LIKE :q ESCAPE '!' " +
          "OR LOWER(q.sub_category) LIKE :q ESCAPE '!' OR LOWER(facet.name) LIKE :q ESCAPE '!')",
        { q: like(text(f.q)!) },
      );
    }
  },
  toResponse: toAdminQuestion,
  csvRow: (row) => ({ options: optionsText(row.options), taxonomy: row.taxonomy.join('; ') }),
  csv: [
    'id',
    'question_number',
    'status',
    'category',
    'sub_category',
    'facet',
    'question_text',
    'example_info',
    'options',
    'taxonomy',
    'updated_at',
  ],
});
