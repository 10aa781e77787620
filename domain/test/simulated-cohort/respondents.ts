import { normalCdf, seeded, shuffled } from './random';

/**
 * Who answers. `ordinary` answers from the latent-trait model; `acquiescent` too, with a strong
 * agreeing bias; the careless kinds ignore their levels (Meade & Craig 2012; Curran 2016):
 * `straightLiner` one off-centre option throughout, `random` a uniform option per item,
 * `midpoint` the middle option throughout, `speeder` half of the items at random and every
 * answer in under a second.
 */
export type RespondentKind =
  'ordinary' | 'acquiescent' | 'straightLiner' | 'random' | 'midpoint' | 'speeder';

export const CARELESS_KINDS = ['straightLiner', 'random', 'midpoint', 'speeder'] as const;

/** The parameters of the latent-trait model (all in the units of the latent response). */
export type TraitModel = {
  /** SD of a respondent's true level on a facet (0 = the cohort's mean). */
  levelSd: number;
  /** SD of an ordinary respondent's acquiescence (added to every item, whatever its keying). */
  acquiescenceSd: number;
  /** The acquiescence of an `acquiescent` respondent. */
  acquiescentBias: number;
  /** SD of the noise of one answer. */
  noiseSd: number;
  /** A speeder's share of items answered at random. */
  speederRandomShare: number;
  /** The cohort's mean level on some facets (0 elsewhere): popular areas, rare subjects. */
  facetMeans: Readonly<Record<string, number>>;
};

export const DEFAULT_MODEL: TraitModel = {
  levelSd: 0.8,
  acquiescenceSd: 0.4,
  acquiescentBias: 1.5,
  noiseSd: 1,
  speederRandomShare: 0.5,
  facetMeans: {},
};

export type Respondent = {
  /** `<seed>-<index>`: stable across runs, usable in e-mails and usernames. */
  id: string;
  seed: string;
  index: number;
  kind: RespondentKind;
  model: TraitModel;
  /** Added to every latent response (agreeing regardless of content). */
  acquiescence: number;
  /** The option position a straight-liner keeps choosing (0 = the first option). */
  straightLinePosition: (options: number) => number;
  /** The true level on a facet: the same whichever other facets are served. */
  level: (facet: string) => number;
};

/**
 * The thresholds that cut the latent response into `k` ordered options: spaced 1 apart and
 * centred on 0 (−1.5, −0.5, 0.5, 1.5 for five options).
 */
export const cutPoints = (k: number): number[] =>
  Array.from({ length: k - 1 }, (_, j) => j + 1 - k / 2);

/**
 * The truth on the report's scale: the expected keyed score of an item of the facet for this
 * level without acquiescence, on options scored `low`..`low + k − 1` (either keying gives the
 * same, the cut points being symmetric): low + Σⱼ Φ((θ − cⱼ) / σ).
 */
export function expectedItemScore(level: number, k = 5, low = 1, noiseSd = 1): number {
  return low + cutPoints(k).reduce((sum, c) => sum + normalCdf((level - c) / noiseSd), 0);
}

/** One respondent of a cohort, built from the cohort's seed and its index alone. */
export function respondent(
  seed: string | number,
  index: number,
  kind: RespondentKind = 'ordinary',
  model: TraitModel = DEFAULT_MODEL,
): Respondent {
  const key = String(seed);
  const own = seeded(key, index, 'respondent');
  const acquiescence =
    kind === 'acquiescent' ? model.acquiescentBias : model.acquiescenceSd * own.normal();
  const lean = own.uniform();
  const levels = new Map<string, number>();
  return {
    id: `${key}-${index}`,
    seed: key,
    index,
    kind,
    model,
    acquiescence,
    straightLinePosition: (options) => {
      // Any option but the middle one (a constant middle answer is the `midpoint` kind).
      const offCentre = Array.from({ length: options }, (_, i) => i).filter(
        (i) => options % 2 === 0 || i !== (options - 1) / 2,
      );
      return offCentre[Math.min(offCentre.length - 1, Math.floor(lean * offCentre.length))];
    },
    level: (facet) => {
      let level = levels.get(facet);
      if (level === undefined) {
        level =
          (model.facetMeans[facet] ?? 0) +
          model.levelSd * seeded(key, index, 'level', facet).normal();
        levels.set(facet, level);
      }
      return level;
    },
  };
}

export type CohortOptions = {
  seed: string | number;
  /** How many respondents in all. */
  size: number;
  /** How many of them are of each kind other than ordinary (the rest are ordinary). */
  kinds?: Partial<Record<Exclude<RespondentKind, 'ordinary'>, number>>;
  model?: Partial<TraitModel>;
};

/**
 * A seeded cohort: `size` respondents, the kinds asked for spread through it in a seeded order,
 * the rest ordinary. The same options always give the same cohort.
 */
export function simulatedCohort(options: CohortOptions): Respondent[] {
  const model = { ...DEFAULT_MODEL, ...options.model };
  const special = Object.entries(options.kinds ?? {}).flatMap(([kind, count]) =>
    Array.from({ length: count ?? 0 }, () => kind as RespondentKind),
  );
  if (special.length > options.size) {
    throw new RangeError(
      `${special.length} special respondents do not fit a cohort of ${options.size}`,
    );
  }
  const kinds = shuffled(
    [
      ...special,
      ...Array.from({ length: options.size - special.length }, () => 'ordinary' as const),
    ],
    seeded(String(options.seed), 'kinds'),
  );
  return kinds.map((kind, index) => respondent(options.seed, index, kind, model));
}
