import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, SelectQueryBuilder } from 'typeorm';
import { User } from './entities/user.entity';

/** The users module's reads of accounts (the table is auth's: docs/decisions/0210-one-way-to-the-database.md). */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** Every account with its school (aliases `u`, `school`), for the back-office list. */
  list(): SelectQueryBuilder<User> {
    return this.users.createQueryBuilder('u').leftJoinAndSelect('u.school', 'school');
  }
}
