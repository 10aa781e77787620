import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository, SelectQueryBuilder } from 'typeorm';
import { School } from './entities/school.entity';

/** Schools with the counts the back-office shows beside each: its users and its domains. */
const withCounts = (manager: EntityManager): SelectQueryBuilder<School> =>
  manager
    .createQueryBuilder(School, 's')
    .loadRelationCountAndMap('s.userCount', 's.users')
    .loadRelationCountAndMap('s.domainCount', 's.whitelistEntries', 'w', (qb) =>
      qb.andWhere("w.type = 'domain'"),
    );

/** The schools module's reads. */
@Injectable()
export class SchoolsRepository {
  constructor(@InjectRepository(School) private readonly schools: Repository<School>) {}

  /** Every school with its counts (alias `s`), for the back-office list to sort, filter and page. */
  list(): SelectQueryBuilder<School> {
    return withCounts(this.schools.manager);
  }

  /** One school with its counts; on `m` when the caller is inside a transaction. */
  findWithCounts(id: number, m: EntityManager = this.schools.manager): Promise<School | null> {
    return withCounts(m).where('s.id = :id', { id }).getOne();
  }
}
