import type { RawAnswerRow } from '@aspire/domain';
import type { AssessmentSession, AssessmentType } from '../types';

/**
 * The per-user key prefixes (careerAssessment<userId>, subjectAssessment<userId>…;
 * docs/product/assessments.md, "The four assessments").
 */
export const STORE_PREFIX: Record<AssessmentType, string> = {
  Career: 'careerAssessment',
  Subject: 'subjectAssessment',
  SubjectPart3: 'subjectPart3Assessment',
  Learning: 'learningAssessment',
};

/** The locally stored entries, plus Submitted (Part III: the answers already sent). */
const NAMES = [
  'SessionId',
  'Answers',
  'Order',
  'Questions',
  'Index',
  'Completion',
  'TopSubcategories',
  'PartIChoice',
  'HasProceededToPartII',
  'TopFacets',
  'PartIISessionId',
  'Submitted',
] as const;
export type StoreName = (typeof NAMES)[number];

const PART_II_ANSWERS = 'PartIIAnswers_';

export const storeKey = (type: AssessmentType, userId: string, name: StoreName | string) =>
  `${STORE_PREFIX[type]}${userId}${name}`;

export type StoredSession = Omit<AssessmentSession, 'sessionId' | 'questionIds' | 'part'> & {
  sessionId: string | null;
  questionIds: number[] | null;
  completion: string | null;
  hasProceededToPartII: boolean;
};

function readJson(key: string): unknown {
  const text = localStorage.getItem(key);
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

const ids = (value: unknown): number[] | null =>
  Array.isArray(value) && value.every((v) => Number.isInteger(v)) ? (value as number[]) : null;
const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function answersOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  // Non-string answers are coerced to text (docs/product/assessments.md, "Taking an assessment").
  return Object.fromEntries(Object.entries(value).map(([id, text]) => [id, String(text)]));
}

/** Everything stored for one user and assessment; unreadable entries count as absent. */
export function readStoredSession(type: AssessmentType, userId: string): StoredSession {
  const key = (name: StoreName) => storeKey(type, userId, name);
  const index = Number(readJson(key('Index')));
  return {
    sessionId: localStorage.getItem(key('SessionId')) || null,
    answers: answersOf(readJson(key('Answers'))),
    answeredOrder: ids(readJson(key('Order'))) ?? [],
    questionIds: ids(readJson(key('Questions'))),
    index: Number.isInteger(index) && index >= 0 ? index : 0,
    completion: localStorage.getItem(key('Completion')) || null,
    topSubcategories: strings(readJson(key('TopSubcategories'))),
    partIChoice: strings(readJson(key('PartIChoice'))),
    hasProceededToPartII: readJson(key('HasProceededToPartII')) === true,
    topFacets: strings(readJson(key('TopFacets'))),
    partIISessionId: localStorage.getItem(key('PartIISessionId')) || null,
    submittedIds: ids(readJson(key('Submitted'))) ?? [],
  };
}

/** Saves the session locally; throws when the browser refuses (storage full or disabled). */
export function writeSession(type: AssessmentType, userId: string, s: AssessmentSession): void {
  const set = (name: StoreName, value: unknown) =>
    localStorage.setItem(
      storeKey(type, userId, name),
      typeof value === 'string' ? value : JSON.stringify(value),
    );
  set('SessionId', s.sessionId);
  set('Answers', answersOf(s.answers));
  set('Order', s.answeredOrder);
  set('Questions', s.questionIds);
  set('Index', s.index);
  if (type === 'Subject') {
    set('HasProceededToPartII', s.part === 'II');
    set('TopSubcategories', s.topSubcategories);
    set('PartIChoice', s.partIChoice);
  }
  if (type === 'SubjectPart3') {
    set('TopFacets', s.topFacets);
    if (s.partIISessionId) set('PartIISessionId', s.partIISessionId);
    set('Submitted', s.submittedIds);
  }
}

/** Removes every entry of the user's assessment, cached Part II answers included. */
export function clearStoredSession(type: AssessmentType, userId: string): void {
  for (const name of NAMES) localStorage.removeItem(storeKey(type, userId, name));
  const cachePrefix = storeKey(type, userId, PART_II_ANSWERS);
  for (const storage of [localStorage, sessionStorage]) {
    const keys = Array.from({ length: storage.length }, (_, i) => storage.key(i));
    for (const k of keys) if (k?.startsWith(cachePrefix)) storage.removeItem(k);
  }
  if (type === 'SubjectPart3') clearSessionStorage(userId);
}

/**
 * Part III's session-storage entries (cleared by a Subject submit;
 * docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
function clearSessionStorage(userId: string): void {
  const prefix = `${STORE_PREFIX.SubjectPart3}${userId}`;
  const keys = Array.from({ length: sessionStorage.length }, (_, i) => sessionStorage.key(i));
  for (const k of keys) if (k?.startsWith(prefix)) sessionStorage.removeItem(k);
}

export const writeCompletion = (type: AssessmentType, userId: string, iso: string): void =>
  localStorage.setItem(storeKey(type, userId, 'Completion'), iso);

/**
 * Raw Part II answers cached per Part II session (read by Part III;
 * docs/product/assessments.md, "UniReady: Part I → Part II → Part III").
 */
export function readCachedPartII(userId: string, sessionId: string): RawAnswerRow[] | null {
  const rows = readJson(storeKey('Subject', userId, `${PART_II_ANSWERS}${sessionId}`));
  return Array.isArray(rows) && rows.length > 0 ? (rows as RawAnswerRow[]) : null;
}

export function cachePartII(userId: string, sessionId: string, rows: RawAnswerRow[]): void {
  try {
    localStorage.setItem(
      storeKey('Subject', userId, `${PART_II_ANSWERS}${sessionId}`),
      JSON.stringify(rows),
    );
  } catch {
    // A cache only: the rows are fetched again next time.
  }
}
