import { randomUUID } from 'node:crypto';
import { parseAge, type UserRole } from '@aspire/domain';
import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import {
  DATETIME,
  EMAIL,
  LENGTH,
  NULLABLE_DATETIME,
  NULLABLE_JSON_TEXT,
  UUID,
} from '../../database/columns';
import { School } from '../../schools/entities/school.entity';

/** The roles are domain's (USER_ROLES), shared with the back-office's role picker. */
export type { UserRole };
export type AppRole = 'user' | 'inviter' | 'invitee';
export type TopSubject = { subject: string; averageScore: number };

@Entity('users')
@Index('uq_users_email', ['email'], { unique: true })
@Index('uq_users_username_key', ['usernameKey'], { unique: true })
@Index('idx_users_school_created', ['schoolId', 'createdAt'])
@Index('idx_users_created', ['createdAt', 'id'])
/**
 * The all-schools students list's default sort (`role = 'user'`, newest first), covering its ids,
 * and with the verification date the users list's COUNT of a role (verified or not) as well.
 */
@Index('idx_users_role_created_verified', ['role', 'createdAt', 'id', 'emailVerifiedAt'])
/** The funnel's covering index (school, registration, role, verification, every stage). */
@Index('idx_users_funnel', [
  'schoolId',
  'createdAt',
  'role',
  'emailVerifiedAt',
  'futurereadyStartedAt',
  'futurereadyCompletedAt',
  'unireadyPartIStartedAt',
  'unireadyPartICompletedAt',
  'unireadyPartIiCompletedAt',
  'unireadyPartIiiStartedAt',
  'unireadyPartIiiCompletedAt',
  'studystyleStartedAt',
  'studystyleCompletedAt',
  'insightsGeneratedAt',
  'enrichUsedAt',
])
@Index('idx_users_school_year_class', ['schoolId', 'yearGroup', 'className'])
export class User {
  @PrimaryColumn(UUID)
  id: string;

  /** Always stored lower-case (normaliseEmail). */
  @Column(EMAIL)
  email: string;

  @Column({ type: 'varchar', length: LENGTH.username })
  username: string;

  /** username in lower case, unique: usernames are unique regardless of case (usernameFields). */
  @Column({ type: 'varchar', length: LENGTH.username, name: 'username_key' })
  usernameKey: string;

  @Column({ type: 'varchar', length: 255, name: 'password_hash' })
  passwordHash: string;

  @Column({ type: 'int' })
  age: number;

  @Column({ type: 'varchar', length: 32 })
  role: UserRole;

  @Column({ type: 'varchar', length: 16, name: 'app_role' })
  appRole: AppRole;

  @Column({ type: 'int', name: 'school_id', nullable: true })
  schoolId: number | null;

  @ManyToOne(() => School, (school) => school.users, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'school_id', foreignKeyConstraintName: 'fk_users_school' })
  school?: School;

  /** Bumped on password change/reset and deletion: older JWTs stop verifying. */
  @Column({ type: 'int', name: 'token_version' })
  tokenVersion: number;

  @Column({ ...NULLABLE_DATETIME, name: 'email_verified_at' })
  emailVerifiedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'restriction_until' })
  restrictionUntil: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'last_team_participation' })
  lastTeamParticipation: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'last_username_change_at' })
  lastUsernameChangeAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'last_email_change_at' })
  lastEmailChangeAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'last_data_download_at' })
  lastDataDownloadAt: Date | null;

  /** Rostering: year group and class, for the coordinator's report filters. */
  @Column({ type: 'varchar', length: LENGTH.rosterGroup, name: 'year_group', nullable: true })
  yearGroup: string | null;

  @Column({ type: 'varchar', length: LENGTH.rosterGroup, name: 'class_name', nullable: true })
  className: string | null;

  @Column({ ...NULLABLE_JSON_TEXT, name: 'top_subjects' })
  topSubjects: TopSubject[] | null;

  /**
   * The funnel's summary: when the student first reached each stage, kept by
   * `assessments/student-stages.repository.ts` in the same transaction as the rows it summarises. Not loaded with the
   * user (`select: false`): only the funnel reads them.
   */
  @Column({ ...NULLABLE_DATETIME, name: 'futureready_started_at', select: false })
  futurereadyStartedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'futureready_completed_at', select: false })
  futurereadyCompletedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'uniready_part_i_started_at', select: false })
  unireadyPartIStartedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'uniready_part_i_completed_at', select: false })
  unireadyPartICompletedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'uniready_part_ii_completed_at', select: false })
  unireadyPartIiCompletedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'uniready_part_iii_started_at', select: false })
  unireadyPartIiiStartedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'uniready_part_iii_completed_at', select: false })
  unireadyPartIiiCompletedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'studystyle_started_at', select: false })
  studystyleStartedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'studystyle_completed_at', select: false })
  studystyleCompletedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'insights_generated_at', select: false })
  insightsGeneratedAt: Date | null;

  @Column({ ...NULLABLE_DATETIME, name: 'enrich_used_at', select: false })
  enrichUsedAt: Date | null;

  @Column({ ...DATETIME, name: 'created_at' })
  createdAt: Date;

  @Column({ ...DATETIME, name: 'updated_at' })
  updatedAt: Date;
}

/** The columns a username is written to, together, wherever a username is set. */
export const usernameFields = (username: string) => ({
  username,
  usernameKey: username.toLowerCase(),
});

/** What each way of making an account chooses; everything else starts blank. */
export type NewUserFields = Pick<
  User,
  'email' | 'passwordHash' | 'age' | 'role' | 'schoolId' | 'emailVerifiedAt'
> & { username: string; yearGroup?: string | null; className?: string | null };

/**
 * A new account, as sign-up, school sign-in and staff invitations each make one: the same blank
 * counters and dates everywhere, so a column added to `User` is started in one place.
 */
export const newUser = (fields: NewUserFields, now: Date): User => {
  const { username, ...chosen } = fields;
  return Object.assign(new User(), {
    id: randomUUID(),
    appRole: 'user',
    yearGroup: null,
    className: null,
    tokenVersion: 0,
    restrictionUntil: null,
    lastTeamParticipation: null,
    lastUsernameChangeAt: null,
    lastEmailChangeAt: null,
    lastDataDownloadAt: null,
    topSubjects: null,
    createdAt: now,
    updatedAt: now,
    ...chosen,
    ...usernameFields(username),
  });
};

/** Where a whitelist entry places a student: the school and, for a rostered address, the groups. */
export type Placement = {
  schoolId: number | null;
  yearGroup: string | null;
  className: string | null;
};

/**
 * A student's account on a whitelisted address (sign-up and school sign-in), placed by the
 * matching entry. `age` is what the register DTO let through: a number `parseAge` reads whole.
 */
export const newStudent = (
  entry: Placement,
  fields: Pick<User, 'email' | 'passwordHash' | 'emailVerifiedAt'> & {
    username: string;
    age: number | string;
  },
  now: Date,
): User =>
  newUser(
    {
      ...fields,
      age: parseAge(fields.age)!,
      role: 'user',
      schoolId: entry.schoolId,
      yearGroup: entry.yearGroup,
      className: entry.className,
    },
    now,
  );
