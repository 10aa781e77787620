/**
 * Seeded randomness for the simulated cohort: mulberry32 (a small, fast 32-bit generator) seeded
 * by an FNV-1a hash of a key, and Box–Muller normals. Every draw is keyed (cohort seed,
 * respondent, facet or question), so a respondent's answer to an item does not depend on which
 * other items were served or in which order.
 */

/** FNV-1a over the UTF-16 code units of `text`: a 32-bit unsigned hash. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h >>> 0;
}

export type Random = {
  /** Uniform on [0, 1). */
  uniform: () => number;
  /** Standard normal. */
  normal: () => number;
  /** A whole number in [0, n). */
  below: (n: number) => number;
};

/** A generator seeded by the parts of a key: the same key always gives the same draws. */
export function seeded(...key: readonly (string | number)[]): Random {
  let a = hash32(key.join('\u001f'));
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  const below = (n: number) => Math.min(n - 1, Math.floor(uniform() * n));
  return { uniform, normal, below };
}

/** The standard normal distribution function (Abramowitz & Stegun 7.1.26, |error| < 1.5e-7). */
export function normalCdf(x: number): number {
  const z = Math.abs(x) / Math.SQRT2;
  const t = 1 / (1 + 0.3275911 * z);
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-z * z);
  return x >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

/** A copy of `items` in a seeded random order (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: Random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = random.below(i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
