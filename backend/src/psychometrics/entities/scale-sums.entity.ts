import { Column, Entity, PrimaryColumn } from 'typeorm';
import { LENGTH, NULLABLE_DATETIME } from '../../database/columns';

/** BIGINT columns come back from the drivers as strings; the readers take Number() of them. */
const COUNT = { type: 'bigint' as const };

/** The students' school in the key of the kept sums; 0 for students without a school. */
export const NO_SCHOOL = 0;

/** A school key column: the student's school today (`NO_SCHOOL` for none). */
const SCHOOL_KEY = { type: 'int' as const, name: 'school_id' };

/** The key every kept table starts with: assessment, instrument version, student's school. */
abstract class ScaleKey {
  @PrimaryColumn({ type: 'varchar', length: 16, name: 'assessment_type' })
  assessmentType: string;

  @PrimaryColumn({ type: 'varchar', length: 64, name: 'instrument_version' })
  instrumentVersion: string;

  @PrimaryColumn(SCHOOL_KEY)
  schoolId: number;
}

/**
 * The sufficient statistics of scale health, kept up to date by every completion:
 * per assessment, instrument version (`legacy` for NULL), school of the student (0: none), facet
 * and pair of its items (question_i ≤ question_j), the completed sessions of students that
 * answered both, the sums of each item's score and of their products. All schools is the sum
 * over the school rows. No user id: sums over the version's respondents.
 */
@Entity('scale_pair_sums')
export class ScalePairSums extends ScaleKey {
  @PrimaryColumn({ type: 'varchar', length: LENGTH.name })
  facet: string;

  @PrimaryColumn({ type: 'int', name: 'question_i' })
  questionI: number;

  @PrimaryColumn({ type: 'int', name: 'question_j' })
  questionJ: number;

  @Column(COUNT)
  n: string;

  @Column({ ...COUNT, name: 'sum_i' })
  sumI: string;

  @Column({ ...COUNT, name: 'sum_j' })
  sumJ: string;

  @Column({ ...COUNT, name: 'sum_products' })
  sumProducts: string;
}

/**
 * How many completed sessions of a version, per school, chose each score of an item (option
 * frequencies).
 */
@Entity('scale_option_counts')
export class ScaleOptionCounts extends ScaleKey {
  @PrimaryColumn({ type: 'int', name: 'question_id' })
  questionId: number;

  @PrimaryColumn({ type: 'int' })
  score: number;

  @Column(COUNT)
  count: string;
}

/**
 * How many completed sessions of a version each school's students have, and when the first and last
 * of them were completed: kept with the sums (same writes), so the scale-health versions list and
 * its cache key read no session. The dates are bounds: a subtraction (deletion, erasure, a student
 * moving away) leaves them as they were, so after one the first may be earlier and the last later
 * than the remaining sessions' (docs/decisions/0024-scale-sums-kept-per-school.md).
 */
@Entity('scale_session_counts')
export class ScaleSessionCounts extends ScaleKey {
  @Column(COUNT)
  sessions: string;

  @Column({ ...NULLABLE_DATETIME, name: 'first_completed_at' })
  firstCompletedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'last_completed_at' })
  lastCompletedAt: Date | null;
}

/** The school key of the all-schools rows of `facet_total_counts` (no school has this id). */
export const ALL_SCHOOLS = -1;

/**
 * The norm groups' histograms, kept by every completion like the sums above: per assessment,
 * version, school (0: none; `ALL_SCHOOLS`: every student, kept beside the schools so that a
 * read of all schools is as small as one school's), facet and number of its items answered,
 * how many completed sessions reached each facet total. A norms read is a few rows per facet at
 * any volume (docs/decisions/0070-norm-histograms-kept.md).
 */
@Entity('facet_total_counts')
export class FacetTotalCounts extends ScaleKey {
  @PrimaryColumn({ type: 'varchar', length: LENGTH.name })
  facet: string;

  @PrimaryColumn({ type: 'int' })
  items: number;

  @PrimaryColumn({ type: 'int' })
  total: number;

  @Column(COUNT)
  sessions: string;
}
