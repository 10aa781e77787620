import { AssessmentType } from '@aspire/domain';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { AssessmentAnswer } from '../../src/assessments/entities/assessment-answer.entity';
import { AssessmentProgress } from '../../src/assessments/entities/assessment-progress.entity';
import { addCompletedSession, applySessionSums } from '../../src/assessments/scale-sums.repository';
import { Question } from '../../src/questions/entities/question.entity';
import { newUser, User } from '../../src/users/entities/user.entity';

/** A small deterministic random source (mulberry32), so seeded data is the same every run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export type SeedItem = { questionId: number; facet: string };

let questionNumber = 500_000;

/** Questions straight in the bank (options scored 0–5 unless given), grouped by facet. */
export async function seedQuestions(
  ds: DataSource,
  facets: { facet: string; items: number }[],
  scores = [0, 1, 2, 3, 4, 5],
): Promise<SeedItem[]> {
  const items: SeedItem[] = [];
  const now = new Date();
  for (const { facet, items: count } of facets) {
    for (let i = 0; i < count; i++) {
      const inserted = await ds.getRepository(Question).insert({
        questionNumber: questionNumber++,
        questionText: `How much does ${facet} ${i + 1} suit you?`,
        exampleInfo: null,
        options: scores.map((score) => ({ optionText: `Option ${score}`, score })),
        answerType: 'single',
        category: 'FutureReady',
        subCategory: 'Career Interests & Personality',
        facetId: null,
        status: 'Career Assessments',
        taxonomy: [],
        createdAt: now,
        updatedAt: now,
      });
      items.push({ questionId: inserted.identifiers[0].id as number, facet });
    }
  }
  return items;
}

export type Respondents = {
  type?: AssessmentType;
  /** null: a session from before versions were recorded. */
  version: string | null;
  schoolId: number | null;
  items: SeedItem[];
  count: number;
  /** The score respondent r gives item i. */
  score: (r: number, i: number) => number;
  completedAt: Date;
  /** Give these students' sessions (one each) instead of new students. */
  users?: User[];
};

/**
 * Students with one completed session each on an instrument version, inserted directly (a few
 * multi-row INSERTs) and added to scale health's sums as a completion would: what scale health
 * and norms read. Answers the students and their sessions.
 */
export async function seedRespondents(ds: DataSource, o: Respondents) {
  const type = o.type ?? 'Career';
  const users =
    o.users ??
    Array.from({ length: o.count }, () => {
      const id = randomUUID();
      const tag = id.slice(0, 12);
      const fields = {
        email: `r${tag}@psychometrics.test`,
        username: `r_${tag}`,
        passwordHash: 'not-a-hash',
        age: 14,
        role: 'user' as const,
        schoolId: o.schoolId,
        emailVerifiedAt: o.completedAt,
      };
      return Object.assign(newUser(fields, o.completedAt), { id });
    });
  if (!o.users) await insertChunks(ds, User, users);
  const sessions = users.map((u) => ({ user: u, sessionId: randomUUID() }));
  await insertChunks(
    ds,
    AssessmentProgress,
    sessions.map(({ user, sessionId }) => ({
      userId: user.id,
      sessionId,
      assessmentType: type,
      isCompleted: true,
      lastCompletionDate: o.completedAt,
      topSubcategories: null,
      topFacets: null,
      partIISessionId: null,
      instrumentVersion: o.version,
      scoringVersion: null,
      createdAt: o.completedAt,
      updatedAt: o.completedAt,
    })),
  );
  await insertChunks(
    ds,
    AssessmentAnswer,
    sessions.flatMap(({ user, sessionId }, r) =>
      o.items.map((item, i) => ({
        userId: user.id,
        sessionId,
        assessmentType: type,
        questionId: item.questionId,
        category: 'FutureReady',
        subCategory: 'Career Interests & Personality',
        facet: item.facet,
        taxonomy: [],
        score: o.score(r, i),
        createdAt: o.completedAt,
      })),
    ),
  );
  // What a completion does in its transaction: add the sessions to scale health's sums and,
  // each the student's latest, to the norm histograms (in place of a given student's earlier one).
  const sums = (r: number) => ({
    type,
    version: o.version,
    schoolId: users[r].schoolId,
    completedAt: o.completedAt,
    answers: o.items.map((item, i) => ({
      questionId: item.questionId,
      facet: item.facet,
      score: o.score(r, i),
    })),
  });
  if (o.users) {
    for (const [r, { user, sessionId }] of sessions.entries()) {
      await addCompletedSession(ds.manager, user.id, sessionId, sums(r));
    }
  } else {
    await applySessionSums(
      ds.manager,
      sessions.map((_, r) => ({ ...sums(r), latest: true })),
      1,
    );
  }
  return sessions;
}

async function insertChunks<T extends object>(
  ds: DataSource,
  entity: new () => T,
  rows: object[],
): Promise<void> {
  for (let i = 0; i < rows.length; i += 200) {
    await ds.getRepository(entity).insert(rows.slice(i, i + 200) as never);
  }
}

/**
 * Scores 0–5 driven by one trait per respondent (so the items of a facet agree) plus noise;
 * `noise` 0 gives identical items, a large noise unrelated ones.
 */
export function traitScores(seed: number, noise: number) {
  const rnd = random(seed);
  const traits: number[] = [];
  const cache = new Map<string, number>();
  return (r: number, i: number) => {
    const key = `${r}:${i}`;
    if (!cache.has(key)) {
      traits[r] ??= rnd() * 4 + 0.5;
      const value = Math.round(traits[r] + (rnd() - 0.5) * 2 * noise);
      cache.set(key, Math.min(5, Math.max(1, value)));
    }
    return cache.get(key)!;
  };
}
