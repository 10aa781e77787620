import { WhitelistType } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DATETIME, LENGTH, UUID } from '../../database/columns';
import { School } from '../../schools/entities/school.entity';
import { User } from '../../users/entities/user.entity';

@Entity('whitelist_entries')
@Index('uq_whitelist_type_value', ['type', 'value'], { unique: true })
@Index('idx_whitelist_school', ['schoolId'])
@Index('idx_whitelist_added_by', ['addedBy', 'createdAt'])
export class WhitelistEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 8 })
  type: WhitelistType;

  /** Lower-case domain or e-mail address. */
  @Column({ type: 'varchar', length: LENGTH.whitelistValue })
  value: string;

  @Column({ type: 'int', name: 'school_id', nullable: true })
  schoolId: number | null;

  @ManyToOne(() => School, (school) => school.whitelistEntries, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'fk_whitelist_school' })
  school?: School;

  /** The student who invited this address ("Invite a Friend"); null for staff entries. */
  @Column({ ...UUID, name: 'added_by', nullable: true })
  addedBy: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'added_by', foreignKeyConstraintName: 'fk_whitelist_added_by' })
  addedByUser?: User;

  /** Rostering: year group and class, for the coordinator's report filters. */
  @Column({ type: 'varchar', length: LENGTH.rosterGroup, name: 'year_group', nullable: true })
  yearGroup: string | null;

  @Column({ type: 'varchar', length: LENGTH.rosterGroup, name: 'class_name', nullable: true })
  className: string | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;
}
