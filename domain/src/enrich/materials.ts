import { RETAKE_WINDOW_MS } from '../assessments/constants';
import { canRetake } from '../assessments/retake';
import { stripTags } from '../auth/sanitise';

/**
 * One request asks for 12 resources (docs/product/dashboard.md, "Knowledge: learning materials").
 */
export const MATERIALS_PER_SET = 12;
/**
 * Materials are locked for 6 months (one message says monthly; 6 months is enforced;
 * docs/product/dashboard.md, "Knowledge: learning materials").
 */
export const MATERIALS_LOCK_MS = RETAKE_WINDOW_MS;
export const MATERIAL_TITLE_MAX = 300;
export const MATERIAL_URL_MAX = 1000;
export const MATERIAL_SUBJECT_MAX = 200;

// The exact texts (docs/product/dashboard.md, "Knowledge: learning materials").
export const MATERIALS_NO_TOKEN = 'No authentication token found. Please log in again.';
export const MATERIALS_FETCH_FAILED = 'Failed to fetch newly generated materials.';
export const MATERIALS_SAVE_FAILED = 'Failed to save learning materials.';
export const MATERIALS_SELECT_SUBJECT = 'Please select a subject.';
export const MATERIALS_NEED_STUDYSTYLE =
  'Complete the StudyStyle assessment to generate learning materials.';
/**
 * The 6-month lock, said as it is, by the portal and the server alike. It replaces the spec's
 * "can only be generated every month…" and "…within the past 6 months." texts, one of which named
 * the wrong rule (docs/decisions/0120-kinder-student-messages.md).
 */
export const materialsLockedMessage = (lastDate: string, nextDate: string): string =>
  `Learning materials can be generated once every 6 months. Last generated on ${lastDate}. Try again after ${nextDate}.`;
/** Beside the disabled button: when the next set can be generated. */
export const materialsNextSetMessage = (nextDate: string): string =>
  `Your next set can be generated after ${nextDate}.`;

// Designed (the original names the rule without a text); listed in docs/product/dashboard.md.
export const MATERIALS_NEED_BOTH =
  'Complete both UniReady and FutureReady assessments to generate learning materials.';
export const MATERIALS_SUBJECT_NOT_TOP =
  'Please select one of your top UniReady or Exploration subjects.';
export const MATERIALS_NONE_STORED = 'Generate learning materials before saving them.';
export const MATERIAL_NOT_FOUND = 'Learning material not found.';
export const materialsConfirmMessage = (subject: string, nextDate: string): string =>
  `Learning materials can be generated once every 6 months. Generate materials for ${subject} now? The next set will be available after ${nextDate}.`;

/** The lock message with the ISO dates the server's messages use (YYYY-MM-DD). */
export const materialsLockedSince = (last: Date | string): string =>
  materialsLockedMessage(isoDay(last), isoDay(nextMaterialsDate(last)));
const isoDay = (at: Date | string) => new Date(at).toISOString().slice(0, 10);

/** When a non-admin may generate again after a set generated at `last`. */
export const nextMaterialsDate = (last: Date | string): Date =>
  new Date(new Date(last).getTime() + MATERIALS_LOCK_MS);

/** The 6-month rule (admins exempt), the same function as the retake and insights windows. */
export const canGenerateMaterials = (
  last: Date | string | null | undefined,
  now: Date,
  isAdmin: boolean,
): boolean => canRetake(last, now, isAdmin);

/**
 * The prompt (docs/product/dashboard.md, "Knowledge: learning materials"): 12 resources for the
 * subject, titles separated by "||". The student's data sits on its own labelled line
 * (domain/src/privacy/ai-payload.ts).
 */
export const materialsPrompt = (subject: string): string =>
  `Subject: ${subject}\n` +
  `Suggest ${MATERIALS_PER_SET} free, reputable online learning resources (courses, lecture series, ` +
  `textbooks, encyclopaedia articles) for a secondary-school student aged 15-18 exploring ` +
  `this subject before university. Answer with the ${MATERIALS_PER_SET} resource titles only, ` +
  `separated by "||", with no numbering and no other text.`;

/** A model's answer split into at most 12 clean titles (tags stripped, duplicates dropped). */
export function parseMaterialTitles(text: string): string[] {
  const seen = new Set<string>();
  const titles: string[] = [];
  for (const raw of text.split('||')) {
    const title = stripTags(raw)
      .replace(/^\s*(?:\d+[.)]|[-*•])\s*/, '')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MATERIAL_TITLE_MAX);
    const key = title.toLowerCase();
    if (!title || seen.has(key)) continue;
    seen.add(key);
    titles.push(title);
    if (titles.length === MATERIALS_PER_SET) break;
  }
  return titles;
}

/** The subjects a student may ask materials for: top UniReady subjects, then Exploration. */
export type TopSubjects = { uniReady: string[]; exploration: string[] };

export const materialSubjectOptions = ({ uniReady, exploration }: TopSubjects): string[] => [
  ...new Set([...uniReady, ...exploration]),
];
