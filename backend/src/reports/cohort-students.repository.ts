import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { Cohort, whereCohort } from './report-scope';

/**
 * Reads of a cohort's students that lead to writes (verification resends), on the primary: a
 * lagging replica would miss a student who registered a moment ago.
 */
@Injectable()
export class CohortStudentsRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** The cohort's students who signed up by `before` and never verified, oldest first. */
  unverifiedSince(cohort: Cohort, before: Date): Promise<User[]> {
    return whereCohort(this.users.createQueryBuilder('u'), cohort)
      .andWhere('u.email_verified_at IS NULL AND u.created_at <= :before', { before })
      .orderBy('u.created_at', 'ASC')
      .addOrderBy('u.id', 'ASC')
      .getMany();
  }
}
