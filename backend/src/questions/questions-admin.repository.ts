import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { Facet } from './entities/facet.entity';
import { Question } from './entities/question.entity';

/**
 * The back-office's reads of the question bank: the lists of questions (with their facet) and of
 * facets (with how many questions each has), and one facet as an edit answers it.
 */
@Injectable()
export class QuestionsAdminRepository {
  constructor(
    @InjectRepository(Question) private readonly questions: Repository<Question>,
    @InjectRepository(Facet) private readonly facets: Repository<Facet>,
  ) {}

  questionList(): SelectQueryBuilder<Question> {
    return this.questions.createQueryBuilder('q').leftJoinAndSelect('q.facet', 'facet');
  }

  facetList(): SelectQueryBuilder<Facet> {
    return this.facets
      .createQueryBuilder('f')
      .loadRelationCountAndMap('f.questionCount', 'f.questions');
  }

  /** One facet with its question count, in the caller's transaction. */
  facetWithCount(manager: EntityManager, id: number): Promise<Facet | null> {
    return manager
      .createQueryBuilder(Facet, 'f')
      .loadRelationCountAndMap('f.questionCount', 'f.questions')
      .where('f.id = :id', { id })
      .getOne();
  }
}
