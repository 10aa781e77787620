import { CAREER_SECTIONS, FacetScore, PART_II, VisualizationSection } from '@aspire/domain';
import { ScoredFacet, StudentProfile } from '../ai/ai.types';

export type FacetList = (FacetScore & { category: string })[];
type Visualization = Record<string, VisualizationSection> | null;

const scored = (f: FacetScore): ScoredFacet => ({
  name: f._id,
  average: f.averageScore,
  note: f.facetNote,
});
const best = (list: FacetScore[], n: number) =>
  [...list]
    .sort((a, b) => b.averageScore - a.averageScore)
    .slice(0, n)
    .map(scored);

/** The student's profile from stored scores: top 2 subjects, top 2 Part III subjects, career. */
export function buildProfile(
  subject: FacetList,
  partIII: FacetList,
  career: Visualization,
): StudentProfile {
  const section = (index: number): ScoredFacet[] => {
    const s = career?.[CAREER_SECTIONS[index].key];
    return s
      ? s.labels.map((name, i) => ({
          name,
          average: s.datasets[0].data[i],
          note: s.datasets[0].facetNote[name],
        }))
      : [];
  };
  return {
    topSubjects: best(
      subject.filter((f) => f.category === PART_II),
      2,
    ),
    topExplorations: best(partIII, 2),
    interests: section(0),
    values: section(1),
    motivation: section(2),
    personality: section(3),
    emotional: section(4),
  };
}

/** The compact profile text an external model receives (built on the server, never trusted input). */
export function profilePrompt(p: StudentProfile): string {
  const list = (items: ScoredFacet[]) =>
    items.map((f) => `${f.name} ${f.average.toFixed(1)}`).join(', ') || 'n/a';
  return [
    'I am a secondary-school student. My psychometric results (scores out of 5):',
    `Top subjects: ${list(p.topSubjects)}.`,
    `Advanced subject exploration: ${list(p.topExplorations)}.`,
    `Career interests (RIASEC): ${list(p.interests)}.`,
    `Big Five: ${list(p.personality)}.`,
    `Work values: ${list(p.values)}.`,
    `Motivation: ${list(p.motivation)}.`,
    `Emotional intelligence: ${list(p.emotional)}.`,
    'Suggest degree subjects and careers that fit, why they fit, and concrete next steps.',
  ].join('\n');
}
