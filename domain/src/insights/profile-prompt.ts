import { PART_II } from '../assessments/constants';
import { byAverageDesc, type FacetScore } from '../assessments/facet-scores';
import { formatScore } from '../assessments/labels';
import type { CareerVisualization, VisualizationSection } from '../assessments/visualization';

/**
 * The prompt uses the top 2 subjects and the top 2 Part III subjects
 * (docs/product/dashboard.md, "AI insights (Generate Insights)").
 */
export const TOP_SUBJECT_COUNT = 2;
const TOP_INTEREST_COUNT = 3;
const TOP_VALUE_COUNT = 3;
const TOP_EI_COUNT = 2;

export type InsightsProfile = {
  /** UniReady Part II subject scores */
  subjects: readonly FacetScore[];
  /** Subject Exploration (Part III) scores; empty when that part was not taken */
  explorationSubjects: readonly FacetScore[];
  /** the FutureReady report sections */
  career: CareerVisualization | null;
};

type Scored = { name: string; score: number };

const RIASEC = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];

/** The Subject session holds Parts I and II; only Part II facets are subjects. */
export const partIISubjects = (
  facets: readonly (FacetScore & { category?: string })[],
): FacetScore[] => facets.filter((f) => f.category === PART_II);

const topFacets = (scores: readonly FacetScore[], count: number): Scored[] =>
  byAverageDesc(scores)
    .slice(0, count)
    .map((s) => ({ name: s._id, score: s.averageScore }));

/** A report section as name/score pairs in its own order; unusable entries are dropped. */
function sectionScores(section: VisualizationSection | undefined): Scored[] {
  const data = section?.datasets?.[0]?.data ?? [];
  return (section?.labels ?? [])
    .map((name, i) => ({ name, score: data[i] ?? NaN }))
    .filter((s) => s.name && Number.isFinite(s.score));
}

const best = (items: Scored[], count: number): Scored[] =>
  [...items].sort((a, b) => b.score - a.score).slice(0, count);

const list = (items: Scored[]): string =>
  items.map((s) => `${s.name} ${formatScore(s.score)}`).join(', ');

/** The three-letter Holland code of the strongest interests, when they are RIASEC types. */
export function hollandCode(interests: Scored[]): string | null {
  const top = best(interests, TOP_INTEREST_COUNT);
  if (top.length < TOP_INTEREST_COUNT || !top.every((s) => RIASEC.includes(s.name))) return null;
  return top.map((s) => s.name[0]).join('');
}

function careerLines(career: CareerVisualization): string[] {
  const interests = sectionScores(career.careerInterest);
  const code = hollandCode(interests);
  const lines: [string, Scored[]][] = [
    [
      `Career interests (RIASEC${code ? `, Holland code ${code}` : ''})`,
      best(interests, TOP_INTEREST_COUNT),
    ],
    ['Big Five personality', sectionScores(career.bigFive)],
    ['Top work values', best(sectionScores(career.valuesWorkPreferences), TOP_VALUE_COUNT)],
    ['Motivation', sectionScores(career.motivation)],
    [
      'Emotional intelligence strengths',
      best(sectionScores(career.emotionalIntelligence), TOP_EI_COUNT),
    ],
  ];
  return lines
    .filter(([, items]) => items.length > 0)
    .map(([label, items]) => `${label}: ${list(items)}`);
}

const TASK =
  'Please write personal career guidance for this student (aged 16-19). Suggest 3 to 5 career ' +
  'paths and matching university programmes that combine these subjects with this personality ' +
  'and these values, explain each in one or two sentences tied to the scores, and end with three ' +
  'concrete next steps. Use **bold** for career and programme names. Keep it under 400 words.';

/**
 * The compact text of the student's profile that Ask Grok copies
 * (docs/product/dashboard.md, "AI insights (Generate Insights)"). The server builds it from stored
 * scores (GET /api/insights/prompt/:userId); the portal only shows it.
 */
export function buildInsightsPrompt(profile: InsightsProfile): string {
  const subjects = topFacets(profile.subjects, TOP_SUBJECT_COUNT);
  const exploration = topFacets(profile.explorationSubjects, TOP_SUBJECT_COUNT);
  const lines = [
    'Student profile from psychometric assessments (scores from 1 to 5).',
    `Top UniReady subjects: ${subjects.length ? list(subjects) : 'none recorded'}`,
  ];
  if (exploration.length) lines.push(`Top Subject Exploration areas: ${list(exploration)}`);
  if (profile.career) lines.push(...careerLines(profile.career));
  lines.push(TASK);
  return lines.join('\n');
}
