/**
 * Readability of a short item: the Flesch–Kincaid grade level (Kincaid et al., 1975),
 * FKGL = 0.39 · words/sentences + 11.8 · syllables/words − 15.59, with the usual vowel-group
 * syllable heuristic (as in the `text-readability` packages). A US grade of 8–12 matches ages
 * 13–18; short items often score low, which is the point.
 */

/** Syllables of one word by vowel groups, minus a silent final e, at least 1. */
export function syllables(word: string): number {
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (!w) return 0;
  if (w.length <= 3) return 1;
  const trimmed = w.replace(/(?:[^laeiouy]es|[^laeiouy]ed|[^laeiouy]e)$/, '').replace(/^y/, '');
  const groups = trimmed.match(/[aeiouy]{1,2}/g);
  return Math.max(1, groups?.length ?? 0);
}

const wordsOf = (text: string) => text.split(/\s+/).filter((w) => /[a-z0-9]/i.test(w));

/** Flesch–Kincaid grade level, rounded to one decimal; a text without words is grade 0. */
export function fleschKincaidGrade(text: string): number {
  const words = wordsOf(text);
  if (words.length === 0) return 0;
  const sentences = Math.max(1, text.split(/[.!?]+(?:\s|$)/).filter((s) => s.trim()).length);
  const syllableCount = words.reduce((acc, w) => acc + syllables(w), 0);
  const grade = 0.39 * (words.length / sentences) + 11.8 * (syllableCount / words.length) - 15.59;
  return Math.round(grade * 10) / 10;
}
