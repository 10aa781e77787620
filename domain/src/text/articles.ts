/**
 * English's indefinite article by sound, not by letter ("an entrepreneur", "a
 * university", "an hour"). The exceptions cover the words a careers text meets; a phrase is
 * judged by its first word.
 */
const AN_BEFORE_CONSONANT = /^(hour|honest|honou?r|heir)/i;
/** A vowel letter sounding "you" or "wuh": university, user, European, one-off. */
const A_BEFORE_VOWEL = /^(uni|use|usu|ur[aeiou]|ut[ei]|eu|ewe|once|one\b|one-|uk\b)/i;

export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word = phrase.trim();
  if (AN_BEFORE_CONSONANT.test(word)) return 'an';
  if (A_BEFORE_VOWEL.test(word)) return 'a';
  return /^[aeiou]/i.test(word) ? 'an' : 'a';
}

/** "an entrepreneur", "a teacher". */
export const withArticle = (phrase: string): string =>
  `${indefiniteArticle(phrase)} ${phrase.trim()}`;
