import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Cohort, whereCohort } from '../reports/report-scope';
import { User } from '../users/entities/user.entity';
import { Assignment } from './entities/assignment.entity';

export type GroupCount = {
  year_group: string | null;
  class_name: string | null;
  n: string | number;
};

/**
 * The assignments' statements beyond a find or an update by id: the students an assignment is
 * for (a school's students of a year group and/or class) and the manual reminder's hourly turn.
 * Each runs on the caller's manager.
 */
@Injectable()
export class AssignmentsRepository {
  /** How many of the school's students are in each year group and class: one grouped read. */
  groupCounts(m: EntityManager, schoolId: number): Promise<GroupCount[]> {
    return whereCohort(m.getRepository(User).createQueryBuilder('u'), {
      schoolId,
      yearGroup: null,
      className: null,
    })
      .select('u.year_group', 'year_group')
      .addSelect('u.class_name', 'class_name')
      .addSelect('COUNT(*)', 'n')
      .groupBy('u.year_group')
      .addGroupBy('u.class_name')
      .getRawMany<GroupCount>();
  }

  /** The ids of the cohort's students. */
  async studentIds(m: EntityManager, cohort: Cohort): Promise<string[]> {
    const rows = await whereCohort(m.getRepository(User).createQueryBuilder('u'), cohort)
      .select('u.id', 'id')
      .getRawMany<{ id: string }>();
    return rows.map((s) => s.id);
  }

  /** The cohort's students, by username. */
  students(m: EntityManager, cohort: Cohort): Promise<User[]> {
    return whereCohort(m.getRepository(User).createQueryBuilder('u'), cohort)
      .orderBy('u.username_key', 'ASC')
      .getMany();
  }

  /**
   * Takes the assignment's manual reminder turn: one conditional update (`reminded_at` unset or
   * at or before `cutoff`), so of two clicks at once only one is true.
   */
  async takeReminderTurn(m: EntityManager, id: number, now: Date, cutoff: Date): Promise<boolean> {
    const taken = await m
      .createQueryBuilder()
      .update(Assignment)
      .set({ remindedAt: now })
      .where('id = :id AND (reminded_at IS NULL OR reminded_at <= :cutoff)', { id, cutoff })
      .execute();
    return !!taken.affected;
  }
}
