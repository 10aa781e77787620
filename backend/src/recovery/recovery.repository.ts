import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Cohort, whereCohort } from '../reports/report-scope';
import { User } from '../users/entities/user.entity';

/** The recovery module's reads of students. */
@Injectable()
export class RecoveryRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Up to `limit` students of a cohort, by class then username, for a sheet of codes. */
  cohortStudents(cohort: Cohort, limit: number): Promise<User[]> {
    return whereCohort(this.users.createQueryBuilder('u'), cohort)
      .orderBy('u.class_name', 'ASC')
      .addOrderBy('u.username_key', 'ASC')
      .take(limit)
      .getMany();
  }
}
