import {
  acquiescenceIndex,
  keyedOptions,
  mahalanobisSquared,
  responseVariability,
  percentileRank,
  QualityAnswer,
  qualityFlags,
} from '@aspire/domain';
import { readSeedFile, SEED_FILES, SeedFile } from '../../src/seed/question-bank';
import { rng } from './simulation';

/**
 * A seeded simulated cohort answering each whole assessment, to compare ways of reporting a facet
 * score and to choose response-quality thresholds (docs/decisions/0141-balanced-keying-and-acquiescence.md).
 * Ordinary students follow the model of simulation.ts (a latent level per facet, SD 0.7, one
 * favoured facet per comparison group +1.5, a personal acquiescence bias, SD 0.5, item noise,
 * SD 1); the other respondent types answer without reading: "Agree" to everything
 * (acquiescent), a uniformly random option (random), the middle option throughout (middle).
 */

export const RESPONDENT_TYPES = ['ordinary', 'acquiescent', 'random', 'middle'] as const;
export type RespondentType = (typeof RESPONDENT_TYPES)[number];

const CUTS = [-1.5, -0.5, 0.5, 1.5];
const rawIndex = (y: number) => CUTS.filter((c) => y > c).length;

type Facet = SeedFile['facets'][number];
const groupOf = (file: SeedFile, facet: Facet) =>
  file.status === 'Career Assessments'
    ? facet.subCategory
    : file.status === 'Subject Assessments' && facet.category !== 'Part I'
      ? `${facet.category} › ${facet.subCategory}`
      : facet.category;

const optionCache = new WeakMap<object, number[]>();
const optionScoresOf = (file: SeedFile, item: Facet['items'][number]): number[] => {
  let scores = optionCache.get(item);
  if (!scores) {
    scores = keyedOptions(file.scales[item.scale], item.reverse ? 'reverse' : 'forward').map(
      (o) => o.score,
    );
    optionCache.set(item, scores);
  }
  return scores;
};

/** One respondent's answers to every item of a file, in bank order, with the true levels. */
export type Respondent = { answers: QualityAnswer[]; theta: Map<string, number> };

function respond(file: SeedFile, type: RespondentType, random: ReturnType<typeof rng>): Respondent {
  const theta = new Map<string, number>();
  const groups = new Map<string, Facet[]>();
  for (const f of file.facets)
    groups.set(groupOf(file, f), [...(groups.get(groupOf(file, f)) ?? []), f]);
  for (const members of groups.values()) {
    const favoured = Math.floor(random.uniform() * members.length);
    members.forEach((f, i) =>
      theta.set(f.name, 0.7 * random.normal() + (i === favoured ? 1.5 : 0)),
    );
  }
  const bias = 0.5 * random.normal();
  const answers = file.facets.flatMap((facet) =>
    facet.items.map((item) => {
      const optionScores = optionScoresOf(file, item);
      const t = theta.get(facet.name)!;
      const optionIndex =
        type === 'ordinary'
          ? rawIndex((item.reverse ? -t : t) + bias + random.normal())
          : type === 'acquiescent'
            ? 3
            : type === 'random'
              ? Math.floor(random.uniform() * optionScores.length)
              : 2;
      return { facet: facet.name, optionIndex, score: optionScores[optionIndex], optionScores };
    }),
  );
  return { answers, theta };
}

/** `count` seeded respondents of one type answering one whole assessment. */
export function respondents(name: string, type: RespondentType, count: number, seed = 31) {
  const random = rng(seed);
  const file = readSeedFile(name);
  return Array.from({ length: count }, () => respond(file, type, random));
}

/** Average keyed score per facet. */
export function plainScores(answers: readonly QualityAnswer[]): Map<string, number> {
  const sums = new Map<string, { total: number; n: number }>();
  for (const a of answers) {
    const s = sums.get(a.facet) ?? { total: 0, n: 0 };
    sums.set(a.facet, { total: s.total + a.score, n: s.n + 1 });
  }
  return new Map([...sums].map(([f, s]) => [f, s.total / s.n]));
}

/**
 * Scores centred within the person, as the Part I routing does: each facet's average minus the
 * student's own mean over the facets of its comparison group, plus the scale's midpoint.
 */
function centredScores(file: SeedFile, plain: ReadonlyMap<string, number>): Map<string, number> {
  const groups = new Map<string, string[]>();
  for (const f of file.facets)
    groups.set(groupOf(file, f), [...(groups.get(groupOf(file, f)) ?? []), f.name]);
  const out = new Map<string, number>();
  for (const names of groups.values()) {
    const mean = names.reduce((a, n) => a + plain.get(n)!, 0) / names.length;
    for (const n of names) out.set(n, plain.get(n)! - mean + 3);
  }
  return out;
}

const pearson = (xs: readonly number[], ys: readonly number[]) => {
  const n = xs.length;
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = ys.reduce((a, b) => a + b, 0) / n;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    sxy += (xs[i] - mx) * (ys[i] - my);
    sxx += (xs[i] - mx) ** 2;
    syy += (ys[i] - my) ** 2;
  }
  return sxy / Math.sqrt(sxx * syy);
};

export type CohortResult = {
  file: string;
  /** The 90th, 95th, 98th, 99th and 99.5th percentiles of ordinary students' acquiescence index. */
  ordinaryIndexQuantiles: number[];
  /** Mean over facets of the correlation between the reported score and the true level. */
  recovery: { plain: number; centred: number };
  /** Percentile ranks, among ordinary students, of the "Agree to everything" student's facets. */
  acquiescentPercentiles: { low: number; high: number };
  /** Per respondent type: the share whose acquiescence index is at least the threshold… */
  acquiescentFlagRate: Record<RespondentType, number>;
  /** …the share with any of the stored quality flags… */
  qualityFlagRate: Record<RespondentType, number>;
  /** …the share flagged as careless (straight-lining or contradictory)… */
  carelessFlagRate: Record<RespondentType, number>;
  /** …and the share flagged as straight-lining alone. */
  straightLiningRate: Record<RespondentType, number>;
  /** Median response variability (IRV) per type. */
  irvMedian: Record<RespondentType, number>;
  /**
   * The share whose Mahalanobis distance of facet scores from the ordinary cohort passes the
   * ordinary students' 99th percentile (reported only: no flag uses it yet).
   */
  mahalanobisRate: Record<RespondentType, number>;
};

/** The inverse of a symmetric positive-definite matrix (Gauss–Jordan with partial pivoting). */
function inverse(m: readonly (readonly number[])[]): number[][] {
  const n = m.length;
  const a = m.map((row, i) => [...row, ...row.map((_, j) => (i === j ? 1 : 0))]);
  for (let c = 0; c < n; c++) {
    let p = c;
    for (let r = c + 1; r < n; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    const pivot = a[c][c];
    for (let j = 0; j < 2 * n; j++) a[c][j] /= pivot;
    for (let r = 0; r < n; r++) {
      if (r === c || a[r][c] === 0) continue;
      const f = a[r][c];
      for (let j = 0; j < 2 * n; j++) a[r][j] -= f * a[c][j];
    }
  }
  return a.map((row) => row.slice(n));
}

export function cohort(students: number, acquiescenceHigh: number, seed = 29): CohortResult[] {
  const random = rng(seed);
  return SEED_FILES.map((name) => {
    const file = readSeedFile(name);
    const ordinary = Array.from({ length: students }, () => respond(file, 'ordinary', random));
    const facetNames = file.facets.map((f) => f.name);
    const scored = ordinary.map((r) => {
      const plain = plainScores(r.answers);
      return { r, plain, centred: centredScores(file, plain) };
    });
    const recoveryOf = (pick: (s: (typeof scored)[number]) => Map<string, number>) =>
      facetNames
        .map((f) =>
          pearson(
            scored.map((s) => pick(s).get(f)!),
            scored.map((s) => s.r.theta.get(f)!),
          ),
        )
        .reduce((a, b) => a + b, 0) / facetNames.length;
    const agreeing = plainScores(respond(file, 'acquiescent', random).answers);
    const percentiles = file.facets.map(({ name: f, items: { length: k } }) => {
      const histogram = new Map<number, number>();
      for (const s of scored) {
        // Facet totals are whole numbers: the norms are histograms of totals.
        const total = Math.round(s.plain.get(f)! * k);
        histogram.set(total, (histogram.get(total) ?? 0) + 1);
      }
      return percentileRank(
        [...histogram].map(([total, count]) => ({ total, count })),
        Math.round(agreeing.get(f)! * k),
      )!;
    });
    const groups = Object.fromEntries(
      RESPONDENT_TYPES.map((type) => [
        type,
        type === 'ordinary'
          ? ordinary
          : Array.from({ length: students }, () => respond(file, type, random)),
      ]),
    ) as Record<RespondentType, Respondent[]>;
    const rates = (test: (answers: QualityAnswer[]) => boolean) =>
      Object.fromEntries(
        RESPONDENT_TYPES.map((type) => [
          type,
          groups[type].filter((r) => test(r.answers)).length / groups[type].length,
        ]),
      ) as Record<RespondentType, number>;
    const perType = (value: (answers: QualityAnswer[]) => number) =>
      Object.fromEntries(
        RESPONDENT_TYPES.map((type) => {
          const xs = groups[type].map((r) => value(r.answers)).sort((a, b) => a - b);
          return [type, xs[Math.floor(xs.length / 2)]];
        }),
      ) as Record<RespondentType, number>;
    // Mahalanobis distance of the facet profile from the ordinary cohort.
    const profile = (answers: QualityAnswer[]) => {
      const plain = plainScores(answers);
      return facetNames.map((f) => plain.get(f)!);
    };
    const profiles = ordinary.map((r) => profile(r.answers));
    const means = facetNames.map(
      (_, i) => profiles.reduce((a, p) => a + p[i], 0) / profiles.length,
    );
    const covariance = facetNames.map((_, i) =>
      facetNames.map(
        (_, j) =>
          profiles.reduce((a, p) => a + (p[i] - means[i]) * (p[j] - means[j]), 0) /
          (profiles.length - 1),
      ),
    );
    const inv = inverse(covariance);
    const distance = (answers: QualityAnswer[]) => mahalanobisSquared(profile(answers), means, inv);
    const ordinaryDistances = profiles
      .map((p) => mahalanobisSquared(p, means, inv))
      .sort((a, b) => a - b);
    const cut = ordinaryDistances[Math.floor(0.99 * ordinaryDistances.length)];
    const indexes = ordinary.map((r) => acquiescenceIndex(r.answers) ?? 0).sort((a, b) => a - b);
    return {
      file: name,
      ordinaryIndexQuantiles: [0.9, 0.95, 0.98, 0.99, 0.995].map(
        (q) => indexes[Math.floor(q * indexes.length)],
      ),
      recovery: { plain: recoveryOf((s) => s.plain), centred: recoveryOf((s) => s.centred) },
      acquiescentPercentiles: { low: Math.min(...percentiles), high: Math.max(...percentiles) },
      acquiescentFlagRate: rates((a) => (acquiescenceIndex(a) ?? 0) >= acquiescenceHigh),
      qualityFlagRate: rates((a) => qualityFlags(a).length > 0),
      carelessFlagRate: rates((a) =>
        qualityFlags(a).some((f) => f === 'straightLining' || f === 'contradictory'),
      ),
      straightLiningRate: rates((a) => qualityFlags(a).includes('straightLining')),
      irvMedian: perType((a) => responseVariability(a.map((x) => x.optionIndex))),
      mahalanobisRate: rates((a) => distance(a) > cut),
    };
  });
}
