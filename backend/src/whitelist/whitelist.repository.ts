import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { WhitelistEntry } from './entities/whitelist-entry.entity';

/** The whitelist module's reads for the back-office. */
@Injectable()
export class WhitelistRepository {
  constructor(
    @InjectRepository(WhitelistEntry) private readonly entries: Repository<WhitelistEntry>,
  ) {}

  /**
   * Every entry with its school and the address of who added it (aliases `w`, `school`,
   * `adder`), for the back-office list to scope, sort, filter and page.
   */
  list(): SelectQueryBuilder<WhitelistEntry> {
    return this.entries
      .createQueryBuilder('w')
      .leftJoinAndSelect('w.school', 'school')
      .leftJoin('w.addedByUser', 'adder')
      .addSelect(['adder.id', 'adder.email']);
  }
}
