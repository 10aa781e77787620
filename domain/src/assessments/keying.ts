/**
 * Item keying. A reverse-keyed item is worded against its facet ("I find maths
 * dull" on a maths facet); its score is mirrored on the answer scale: keyed = max + min − raw.
 * The bank stores the keyed score on each option, so an answer's stored score is already keyed
 * and old sessions keep the scores they were given.
 */
export type Keying = 'forward' | 'reverse';

export type ScaleOption = { optionText: string; score: number };

/** keyed = max + min − raw for a reverse-keyed item; the raw score otherwise. */
export function keyedScore(raw: number, keying: Keying, min: number, max: number): number {
  if (raw < min || raw > max) throw new RangeError(`score ${raw} is outside ${min}..${max}`);
  return keying === 'reverse' ? max + min - raw : raw;
}

/** The options of one item: the scale's wording in its order, each score keyed. */
export function keyedOptions(scale: readonly ScaleOption[], keying: Keying): ScaleOption[] {
  const scores = scale.map((o) => o.score);
  const min = Math.min(...scores);
  const max = Math.max(...scores);
  return scale.map((o) => ({
    optionText: o.optionText,
    score: keyedScore(o.score, keying, min, max),
  }));
}
