import { keyedScore, scaleStatistics } from '@aspire/domain';
import { readSeedFile, SEED_FILES, SeedFile } from '../../src/seed/question-bank';

/**
 * Simulated respondents for the item bank. Each student has a latent level per
 * facet (normal, SD 0.7) and one favoured facet in each comparison group lifted by +1.5, plus a
 * personal acquiescence bias (normal, SD 0.5) added to every item, agreeing or not. An item's
 * raw answer cuts θ·(±1 by keying) + bias + noise (SD 1) at −1.5, −0.5, 0.5, 1.5 into 1..5; the
 * stored score is keyed by the domain (max + min − raw for a reverse-keyed item).
 */

/** Seeded PRNG (mulberry32) and a Box–Muller normal. */
export function rng(seed: number) {
  let a = seed >>> 0;
  const uniform = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const normal = () => Math.sqrt(-2 * Math.log(1 - uniform())) * Math.cos(2 * Math.PI * uniform());
  return { uniform, normal };
}

const CUTS = [-1.5, -0.5, 0.5, 1.5];
const rawAnswer = (y: number) => 1 + CUTS.filter((c) => y > c).length;

/**
 * Facets compared with each other: a Career sub-category, a StudyStyle category, the UniReady
 * Part I areas, the Part II subjects of one area, the Part III specialisations of one subject.
 */
const groupOf = (file: SeedFile, facet: SeedFile['facets'][number]) => {
  if (file.status === 'Career Assessments') return facet.subCategory;
  if (file.status === 'Subject Assessments' && facet.category !== 'Part I') {
    return `${facet.category} › ${facet.subCategory}`;
  }
  return facet.category;
};

export type FacetResult = {
  file: string;
  group: string;
  facet: string;
  k: number;
  alpha: number | null;
};
export type GroupResult = { file: string; group: string; facets: number; hitRate: number };

export function simulate(
  students: number,
  seed = 17,
): { facets: FacetResult[]; groups: GroupResult[] } {
  const { uniform, normal } = rng(seed);
  const facets: FacetResult[] = [];
  const groups: GroupResult[] = [];
  for (const name of SEED_FILES) {
    const file = readSeedFile(name);
    const byGroup = new Map<string, SeedFile['facets']>();
    for (const facet of file.facets) {
      const key = groupOf(file, facet);
      byGroup.set(key, [...(byGroup.get(key) ?? []), facet]);
    }
    for (const [group, members] of byGroup) {
      const sums = members.map((f) => ({
        n: students,
        sums: f.items.map(() => 0),
        products: f.items.map(() => f.items.map(() => 0)),
      }));
      let hits = 0;
      for (let s = 0; s < students; s++) {
        const favoured = Math.floor(uniform() * members.length);
        const bias = 0.5 * normal();
        let best = -1;
        let bestAverage = -Infinity;
        members.forEach((facet, f) => {
          const theta = 0.7 * normal() + (f === favoured ? 1.5 : 0);
          const scores = facet.items.map((item) => {
            const raw = rawAnswer((item.reverse ? -theta : theta) + bias + normal());
            return keyedScore(raw, item.reverse ? 'reverse' : 'forward', 1, 5);
          });
          const average = scores.reduce((a, b) => a + b, 0) / scores.length;
          // A tie goes to the first facet in bank order, as the stable sort of the reports does.
          if (average > bestAverage) [best, bestAverage] = [f, average];
          scores.forEach((x, i) => {
            sums[f].sums[i] += x;
            scores.forEach((y, j) => (sums[f].products[i][j] += x * y));
          });
        });
        if (best === favoured) hits += 1;
      }
      groups.push({ file: name, group, facets: members.length, hitRate: hits / students });
      members.forEach((facet, f) =>
        facets.push({
          file: name,
          group,
          facet: facet.name,
          k: facet.items.length,
          alpha: scaleStatistics(sums[f]).alpha,
        }),
      );
    }
  }
  return { facets, groups };
}
