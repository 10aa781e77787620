import {
  CAREER_SECTIONS,
  CareerSectionKey,
  LEARNING_SECTIONS,
  LearningSectionKey,
} from './constants';
import { facetScores, RawAnswerRow } from './facet-scores';

/**
 * Labels (facet names) and one dataset of averages, totals and notes
 * (docs/product/assessments.md, "The score reports").
 */
export type VisualizationSection = {
  labels: string[];
  datasets: [{ data: number[]; totalScores: number[]; facetNote: Record<string, string> }];
};
export type CareerVisualization = Partial<Record<CareerSectionKey, VisualizationSection>>;
export type LearningVisualization = Partial<Record<LearningSectionKey, VisualizationSection>>;

function section(rows: readonly RawAnswerRow[]): VisualizationSection {
  const scores = facetScores(rows);
  const facetNote: Record<string, string> = {};
  for (const s of scores) if (s.facetNote) facetNote[s._id] = s.facetNote;
  return {
    labels: scores.map((s) => s._id),
    datasets: [
      {
        data: scores.map((s) => s.averageScore),
        totalScores: scores.map((s) => s.totalScore),
        facetNote,
      },
    ],
  };
}

/** Career answers grouped by sub-category into the five report sections (absent when empty). */
export function careerVisualization(rows: readonly RawAnswerRow[]): CareerVisualization {
  const result: CareerVisualization = {};
  for (const s of CAREER_SECTIONS) {
    const inSection = rows.filter((r) => r.sub_category === s.subCategory);
    if (inSection.length) result[s.key] = section(inSection);
  }
  return result;
}

/** Learning answers grouped by category into the five report sections (absent when empty). */
export function learningVisualization(rows: readonly RawAnswerRow[]): LearningVisualization {
  const result: LearningVisualization = {};
  for (const s of LEARNING_SECTIONS) {
    const inSection = rows.filter((r) => r.category === s.category);
    if (inSection.length) result[s.key] = section(inSection);
  }
  return result;
}

/**
 * Chart data is usable only with labels and a first dataset with data
 * (docs/product/assessments.md, "The score reports").
 */
export const isValidSection = (
  s: VisualizationSection | undefined | null,
): s is VisualizationSection =>
  !!s && Array.isArray(s.labels) && s.labels.length > 0 && Array.isArray(s.datasets?.[0]?.data);
