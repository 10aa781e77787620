import { schoolNameKey } from '@aspire/domain';
import {
  BeforeInsert,
  BeforeUpdate,
  Column,
  Entity,
  Index,
  OneToMany,
  PrimaryGeneratedColumn,
} from 'typeorm';
import type { User } from '../../users/entities/user.entity';
import type { WhitelistEntry } from '../../whitelist/entities/whitelist-entry.entity';
import { DATETIME, LENGTH } from '../../database/columns';

@Entity('schools')
@Index('uq_schools_name', ['name'], { unique: true })
@Index('uq_schools_name_key', ['nameKey'], { unique: true })
export class School {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: LENGTH.schoolName })
  name: string;

  /** schoolNameKey(name): the unique index makes names unique whatever their case or spacing. */
  @Column({ type: 'varchar', length: LENGTH.schoolName, name: 'name_key', nullable: true })
  nameKey: string | null;

  /** A school saved as an entity always gets its key, whoever forgot to set it. */
  @BeforeInsert()
  @BeforeUpdate()
  fillNameKey() {
    if (typeof this.name === 'string') this.nameKey = schoolNameKey(this.name);
  }

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @OneToMany('User', 'school')
  users?: User[];

  @OneToMany('WhitelistEntry', 'school')
  whitelistEntries?: WhitelistEntry[];

  /** Filled by the back-office list (loadRelationCountAndMap). */
  userCount?: number;
  domainCount?: number;
}
