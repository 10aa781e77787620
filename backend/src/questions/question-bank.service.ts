import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { PART_II, PART_III } from '@aspire/domain';
import { DataSource, In } from 'typeorm';
import { readVersion } from '../app-state/version-counter';
import { Facet, QuestionStatus } from './entities/facet.entity';
import { Question } from './entities/question.entity';
import { isServable, toServedQuestion } from './question-response';

export const QUESTION_BANK_VERSION = 'question_bank';

type Cached = { version: number; etag: string; body: string };

/**
 * Reads the question bank once per status and serves the serialised JSON many times (DESIGN §9).
 * Every admin change bumps a version row in the database, so each instance notices and reloads.
 */
@Injectable()
export class QuestionBankService {
  private readonly cache = new Map<QuestionStatus, Cached>();

  constructor(private readonly dataSource: DataSource) {}

  async served(status: QuestionStatus): Promise<Cached> {
    const version = await readVersion(this.dataSource.manager, QUESTION_BANK_VERSION);
    const hit = this.cache.get(status);
    if (hit && hit.version === version) return hit;
    const [questions, facets] = await Promise.all([
      this.dataSource
        .getRepository(Question)
        .find({ where: { status }, order: { questionNumber: 'ASC' } }),
      this.dataSource.getRepository(Facet).findBy({ status }),
    ]);
    const byId = new Map(facets.map((f) => [f.id, f]));
    const body = JSON.stringify(
      questions
        .filter(isServable)
        .map((q) => toServedQuestion(q, q.facetId ? byId.get(q.facetId) : undefined)),
    );
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    const fresh = { version, etag, body };
    this.cache.set(status, fresh);
    return fresh;
  }

  /** The UniReady Part II and Exploration (Part III) subjects, Part II first, by name. */
  async subjectNames(): Promise<string[]> {
    const facets = await this.dataSource.getRepository(Facet).find({
      where: { status: 'Subject Assessments', category: In([PART_II, PART_III]) },
      order: { category: 'ASC', name: 'ASC' },
    });
    return [...new Set(facets.map((f) => f.name))];
  }
}
