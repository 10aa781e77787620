import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { LENGTH } from '../../database/columns';
import { AnalyticsEventType } from './analytics-event.entity';

/**
 * Page views and events older than the retention period, kept only as counts per UTC day, type,
 * name and school: no user, no IP address. `school_id` 0 stands for "no school" so the
 * unique key also holds for those rows (NULLs never collide in a unique index).
 */
@Entity('analytics_daily')
@Index('uq_analytics_daily', ['day', 'type', 'name', 'schoolId'], { unique: true })
export class AnalyticsDaily {
  @PrimaryGeneratedColumn()
  id: number;

  /** UTC date, YYYY-MM-DD. */
  @Column({ type: 'varchar', length: 10 })
  day: string;

  @Column({ type: 'varchar', length: 32 })
  type: AnalyticsEventType;

  @Column({ type: 'varchar', length: LENGTH.analyticsName })
  name: string;

  @Column({ type: 'int', name: 'school_id' })
  schoolId: number;

  @Column({ type: 'int' })
  count: number;
}
