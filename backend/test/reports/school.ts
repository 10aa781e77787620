import { AssessmentType, CAREER_SECTIONS, PART_I, PART_II } from '@aspire/domain';
import { randomUUID } from 'node:crypto';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { Insight } from '../../src/insights/entities/insight.entity';
import { MaterialSet } from '../../src/materials/entities/material-set.entity';
import { School } from '../../src/schools/entities/school.entity';
import { User } from '../../src/users/entities/user.entity';
import { refreshStages } from '../../src/assessments/student-stages.repository';
import { WhitelistEntry } from '../../src/whitelist/entities/whitelist-entry.entity';
import { createUser } from '../support/factories';
import { TestApp } from '../support/test-app';

export const DAY = 24 * 3_600_000;

/** A school, its domain and its coordinator. */
export async function makeSchool(t: TestApp, name: string, domain: string) {
  const schools = t.dataSource.getRepository(School);
  const id = (await schools.insert({ name, createdAt: t.clock.now() })).identifiers[0].id as number;
  await t.dataSource.getRepository(WhitelistEntry).insert({
    type: 'domain',
    value: domain,
    schoolId: id,
    addedBy: null,
    createdAt: t.clock.now(),
  });
  const coordinator = await createUser(t, {
    role: 'coordinator',
    schoolId: id,
    email: `coordinator@${domain}`,
  });
  return { id, domain, coordinator };
}

type Answer = { category: string; subCategory: string; facet: string; score: number };

/** One session of `type`, its answers and (when `completedAt`) its completion, by hand. */
export async function session(
  t: TestApp,
  user: User,
  type: AssessmentType,
  answers: Answer[],
  completedAt: Date | null,
) {
  const sessionId = randomUUID();
  // A session still open was started two days ago.
  const at = completedAt ?? new Date(t.clock.now().getTime() - 2 * DAY);
  if (answers.length) {
    await t.dataSource.getRepository(AssessmentAnswer).insert(
      answers.map((a, i) => ({
        userId: user.id,
        sessionId,
        assessmentType: type,
        questionId: 10_000 + i,
        ...a,
        taxonomy: [],
        createdAt: at,
      })),
    );
  }
  await t.dataSource.getRepository(AssessmentProgress).insert({
    userId: user.id,
    sessionId,
    assessmentType: type,
    isCompleted: !!completedAt,
    lastCompletionDate: completedAt,
    topSubcategories: null,
    topFacets: null,
    partIISessionId: null,
    createdAt: at,
    updatedAt: at,
  });
}

const career = (top: string): Answer[] => [
  { category: 'FutureReady', subCategory: CAREER_SECTIONS[0].subCategory, facet: top, score: 5 },
  {
    category: 'FutureReady',
    subCategory: CAREER_SECTIONS[0].subCategory,
    facet: 'Realistic',
    score: 2,
  },
  {
    category: 'FutureReady',
    subCategory: 'Big Five Personality Traits',
    facet: 'Openness',
    score: 5,
  },
];
const subject = (top: string, other: string): Answer[] => [
  {
    category: PART_I,
    subCategory: 'Natural Sciences & Mathematics',
    facet: 'Natural Sciences & Mathematics',
    score: 4,
  },
  { category: PART_II, subCategory: 'Natural Sciences & Mathematics', facet: top, score: 5 },
  { category: PART_II, subCategory: 'Natural Sciences & Mathematics', facet: other, score: 2 },
];
const learning: Answer[] = [
  { category: 'StudyStyle', subCategory: 'Styles', facet: 'Visual', score: 5 },
  { category: 'StudyStyle', subCategory: 'Styles', facet: 'Auditory', score: 1 },
];

/**
 * The hand-built school of the report tests, at the test clock's "now":
 *  s1 unverified for 10 days, s2 unverified for 2 days (Year 12 / 12A);
 *  s3 verified, nothing started; s4 FutureReady started (Year 12 / 12B);
 *  s5–s9 everything finished, s5 also AI insights and Enrich+ (Year 12 / 12A);
 *  s10 UniReady (Physics), s11 UniReady (History), s12 FutureReady (Artistic) and StudyStyle
 *  started (Year 13 / 13A: a group under 5).
 * Everyone registered 3 days ago except s1 and s2; completions 1 day ago. The funnel's
 * per-student summary is rebuilt from these rows at the end (assessments/student-stages.repository.ts).
 */
export async function buildSchool(t: TestApp, schoolId: number, domain: string) {
  const now = t.clock.now().getTime();
  const ago = (days: number) => new Date(now - days * DAY);
  const student = (n: number, over: Partial<User>) =>
    createUser(t, {
      schoolId,
      email: `s${n}@${domain}`,
      username: `s${n}_${domain.split('.')[0]}`,
      createdAt: ago(3),
      emailVerifiedAt: new Date(ago(3).getTime() + 3_600_000),
      yearGroup: 'Year 12',
      className: '12A',
      ...over,
    });
  const s: User[] = [];
  s[1] = await student(1, { createdAt: ago(10), emailVerifiedAt: null });
  s[2] = await student(2, { createdAt: ago(2), emailVerifiedAt: null });
  s[3] = await student(3, { className: '12B', username: '=SUM(A1)' });
  s[4] = await student(4, { className: '12B' });
  await session(t, s[4], 'Career', [], null);
  for (let n = 5; n <= 9; n++) {
    s[n] = await student(n, {});
    await session(t, s[n], 'Career', career('Investigative'), ago(1));
    await session(t, s[n], 'Subject', subject('Mathematics', 'Physics'), ago(1));
    await session(t, s[n], 'SubjectPart3', [], ago(1));
    await session(t, s[n], 'Learning', learning, ago(1));
  }
  await t.dataSource
    .getRepository(Insight)
    .insert({ userId: s[5].id, text: 'Insight', provider: 'offline', generatedAt: ago(1) });
  await t.dataSource
    .getRepository(MaterialSet)
    .insert({ userId: s[5].id, subject: 'Mathematics', provider: 'offline', generatedAt: ago(1) });
  const y13 = { yearGroup: 'Year 13', className: '13A' };
  s[10] = await student(10, y13);
  await session(t, s[10], 'Subject', subject('Physics', 'Mathematics'), ago(1));
  s[11] = await student(11, y13);
  await session(t, s[11], 'Subject', subject('History', 'Mathematics'), ago(1));
  s[12] = await student(12, y13);
  await session(t, s[12], 'Career', career('Artistic'), ago(1));
  await session(t, s[12], 'Learning', [], null);
  // The rows above were inserted by hand, past the services that keep the funnel's summary:
  // rebuild it from them, as the migration's backfill does.
  await refreshStages(t.dataSource.manager, null);
  return s;
}
