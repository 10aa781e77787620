import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ConsultantProfile } from './entities/consultant-profile.entity';

/** The consultants' profiles as the consultants list reads them. */
@Injectable()
export class ConsultantsRepository {
  constructor(
    @InjectRepository(ConsultantProfile) private readonly profiles: Repository<ConsultantProfile>,
  ) {}

  /**
   * The profiles of subject consultants by username, with each one's name, role and school;
   * `schoolId` null: every school's.
   */
  consultants(schoolId: number | null): Promise<ConsultantProfile[]> {
    const query = this.profiles
      .createQueryBuilder('p')
      .innerJoin('p.user', 'u')
      .addSelect(['u.username', 'u.role', 'u.schoolId'])
      .where('u.role = :role', { role: 'subject_consultant' })
      .orderBy('u.username', 'ASC');
    if (schoolId !== null) query.andWhere('u.school_id = :school', { school: schoolId });
    return query.getMany();
  }
}
