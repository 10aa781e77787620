import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { BOOLEAN, DATETIME } from '../../database/columns';
import { School } from '../../schools/entities/school.entity';

/** A school's choice to read AI team feedback before its teams do; no row means off. */
@Entity('team_feedback_settings')
export class TeamFeedbackSetting {
  @PrimaryColumn({ type: 'integer', name: 'school_id' })
  schoolId: number;

  @ManyToOne(() => School, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'fk_team_feedback_settings_school' })
  school?: School;

  @Column({ ...BOOLEAN, name: 'moderated' })
  moderated: boolean;

  @Column({ ...DATETIME, name: 'updated_at' })
  updatedAt: Date;
}
