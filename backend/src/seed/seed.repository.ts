import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Question } from '../questions/entities/question.entity';

/** The seed's reads, on the manager of the transaction that writes the question bank. */
@Injectable()
export class SeedRepository {
  /** The highest question number in the bank, 0 when it is empty. */
  async lastQuestionNumber(m: EntityManager): Promise<number> {
    const { max } = (await m
      .createQueryBuilder(Question, 'q')
      .select('MAX(q.question_number)', 'max')
      .getRawOne<{ max: number | null }>()) ?? { max: null };
    return Number(max ?? 0);
  }
}
