// Factories for the assessment tests (imported by tests only).
import type { AssessmentQuestion } from '../types';
import type { ServedQuestion } from '../lib/normalise-questions';
import type { Rng } from '../lib/ordering';

export const USER_ID = 'u-1';

export const AGREE5 = [
  { optionText: 'Strongly disagree', score: 1 },
  { optionText: 'Disagree', score: 2 },
  { optionText: 'Neutral', score: 3 },
  { optionText: 'Agree', score: 4 },
  { optionText: 'Strongly agree', score: 5 },
];

let nextId = 1000;

/** A question as GET /api/questions serves it. */
export const served = (overrides: Partial<ServedQuestion> = {}): ServedQuestion => {
  const id = overrides.question_id ?? nextId++;
  return {
    question_id: id,
    _id: id,
    question_text: `Question ${id}`,
    options: AGREE5,
    category: 'FutureReady',
    sub_category: 'Big Five Personality Traits',
    facet: 'Openness',
    facet_note: null,
    example_info: null,
    taxonomy: [],
    ...overrides,
  };
};

/** A question as the portal holds it. */
export const question = (overrides: Partial<AssessmentQuestion> = {}): AssessmentQuestion => ({
  id: nextId++,
  questionText: 'A question',
  options: AGREE5,
  category: 'FutureReady',
  subCategory: 'Big Five Personality Traits',
  facet: 'Openness',
  facetNote: null,
  exampleInfo: null,
  taxonomy: [],
  ...overrides,
});

/** Repeatable numbers in [0, 1) (mulberry32). */
export function seededRng(seed = 42): Rng {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A small FutureReady bank: two sub-categories of two questions each (ids 1–4). */
export const careerBank = (): ServedQuestion[] => [
  served({
    question_id: 1,
    question_text: 'I like fixing bikes.',
    sub_category: 'Career Interests & Personality',
    facet: 'Realistic',
  }),
  served({
    question_id: 2,
    question_text: 'I like building shelves.',
    sub_category: 'Career Interests & Personality',
    facet: 'Realistic',
  }),
  served({
    question_id: 3,
    question_text: 'I plan my week.',
    sub_category: 'Big Five Personality Traits',
    facet: 'Conscientiousness',
    example_info: 'A diary or an app.',
  }),
  served({
    question_id: 4,
    question_text: 'I keep my desk tidy.',
    sub_category: 'Big Five Personality Traits',
    facet: 'Conscientiousness',
  }),
];

export const partI = (id: number, area: string) =>
  served({
    question_id: id,
    question_text: `I enjoy ${area} (${id}).`,
    category: 'Part I',
    sub_category: area,
    facet: area,
  });
export const partII = (id: number, area: string, subject: string, part3: boolean) =>
  served({
    question_id: id,
    question_text: `I would study ${subject} (${id}).`,
    category: 'Part II',
    sub_category: area,
    facet: subject,
    taxonomy: part3 ? ['Part III'] : ['ISCED-F'],
  });

/**
 * A small UniReady bank: Part I has Computing, Arts, Law (2 questions each, ids 11–16); Part II
 * has 2 subjects per area (ids 21–26); Part III explores Computer Science (ids 31–32).
 */
export const subjectBank = (): ServedQuestion[] => [
  partI(11, 'Computing'),
  partI(12, 'Computing'),
  partI(13, 'Arts'),
  partI(14, 'Arts'),
  partI(15, 'Law'),
  partI(16, 'Law'),
  partII(21, 'Computing', 'Computer Science', true),
  partII(22, 'Computing', 'Data Science', false),
  partII(23, 'Arts', 'Music', true),
  partII(24, 'Arts', 'Fine Art', false),
  partII(25, 'Law', 'Criminology', false),
  partII(26, 'Law', 'Law', true),
  served({
    question_id: 31,
    question_text: 'I would design AI systems.',
    category: 'Part III',
    sub_category: 'Computer Science',
    facet: 'Artificial Intelligence',
  }),
  served({
    question_id: 32,
    question_text: 'I would secure networks.',
    category: 'Part III',
    sub_category: 'Computer Science',
    facet: 'Cyber Security',
  }),
  served({
    question_id: 33,
    question_text: 'I would compose music.',
    category: 'Part III',
    sub_category: 'Music',
    facet: 'Composition',
  }),
];
