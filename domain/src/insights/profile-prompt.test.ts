import type { FacetScore } from '../assessments/facet-scores';
import type { CareerVisualization } from '../assessments/visualization';
import { buildInsightsPrompt, hollandCode, partIISubjects } from './profile-prompt';

const facet = (
  id: string,
  averageScore: number,
  overrides: Partial<FacetScore> = {},
): FacetScore => ({
  _id: id,
  averageScore,
  totalScore: averageScore * 3,
  count: 3,
  taxonomy: [],
  facetNote: null,
  ...overrides,
});

const section = (entries: [string, number][]) => ({
  labels: entries.map(([name]) => name),
  datasets: [
    {
      data: entries.map(([, score]) => score),
      totalScores: entries.map(([, score]) => score * 4),
      facetNote: {},
    },
  ] as [{ data: number[]; totalScores: number[]; facetNote: Record<string, string> }],
});

const career: CareerVisualization = {
  careerInterest: section([
    ['Realistic', 2],
    ['Investigative', 4.5],
    ['Artistic', 4],
    ['Social', 3.75],
    ['Enterprising', 1.5],
    ['Conventional', 2.25],
  ]),
  valuesWorkPreferences: section([
    ['Achievement', 4.33],
    ['Independence', 5],
    ['Recognition', 2],
    ['Relationships', 3.67],
  ]),
  motivation: section([
    ['Intrinsic Motivation', 4.25],
    ['Extrinsic Motivation', 2.5],
  ]),
  bigFive: section([
    ['Openness', 4.5],
    ['Conscientiousness', 3.25],
    ['Extraversion', 2],
    ['Agreeableness', 3.5],
    ['Emotional Stability', 3],
  ]),
  emotionalIntelligence: section([
    ['Self-Awareness', 3],
    ['Empathy', 4.67],
    ['Social Skills', 4],
  ]),
};

describe('buildInsightsPrompt', () => {
  it('should write the top 2 subjects, the top 2 exploration areas and the career profile', () => {
    const prompt = buildInsightsPrompt({
      subjects: [facet('Chemistry', 3), facet('Physics', 4.67), facet('Mathematics', 4.33)],
      explorationSubjects: [
        facet('Astrophysics', 4),
        facet('Pure Mathematics', 3.5),
        facet('Statistics', 4.5),
      ],
      career,
    });
    expect(prompt.split('\n')).toEqual([
      'Student profile from psychometric assessments (scores from 1 to 5).',
      'Top UniReady subjects: Physics 4.7, Mathematics 4.3',
      'Top Subject Exploration areas: Statistics 4.5, Astrophysics 4.0',
      'Career interests (RIASEC, Holland code IAS): Investigative 4.5, Artistic 4.0, Social 3.8',
      'Big Five personality: Openness 4.5, Conscientiousness 3.3, Extraversion 2.0, ' +
        'Agreeableness 3.5, Emotional Stability 3.0',
      'Top work values: Independence 5.0, Achievement 4.3, Relationships 3.7',
      'Motivation: Intrinsic Motivation 4.3, Extrinsic Motivation 2.5',
      'Emotional intelligence strengths: Empathy 4.7, Social Skills 4.0',
      expect.stringMatching(
        /^Please write personal career guidance .* Use \*\*bold\*\* for career/,
      ),
    ]);
  });

  it('should leave out the exploration line and the empty career sections', () => {
    const prompt = buildInsightsPrompt({
      subjects: [facet('History', 4)],
      explorationSubjects: [],
      career: { bigFive: section([['Openness', 3]]) },
    });
    expect(prompt).not.toContain('Exploration');
    expect(prompt).not.toContain('RIASEC');
    expect(prompt).toContain(
      'Top UniReady subjects: History 4.0\nBig Five personality: Openness 3.0\n',
    );
  });

  it('should say so when no subject is recorded and work without a career profile', () => {
    const prompt = buildInsightsPrompt({ subjects: [], explorationSubjects: [], career: null });
    expect(prompt.split('\n').slice(0, 2)).toEqual([
      'Student profile from psychometric assessments (scores from 1 to 5).',
      'Top UniReady subjects: none recorded',
    ]);
  });

  it('should stay compact (well under 2,000 characters)', () => {
    const many = Array.from({ length: 40 }, (_, i) => facet(`Subject ${i}`, (i % 5) + 1));
    const prompt = buildInsightsPrompt({ subjects: many, explorationSubjects: many, career });
    expect(prompt.length).toBeLessThan(2000);
  });
});

describe('hollandCode', () => {
  it('should spell the three strongest RIASEC interests, and nothing for other labels', () => {
    expect(
      hollandCode([
        { name: 'Social', score: 4 },
        { name: 'Artistic', score: 5 },
        { name: 'Realistic', score: 1 },
      ]),
    ).toBe('ASR');
    expect(
      hollandCode([
        { name: 'Social', score: 4 },
        { name: 'Music', score: 5 },
        { name: 'Realistic', score: 1 },
      ]),
    ).toBeNull();
    expect(hollandCode([{ name: 'Social', score: 4 }])).toBeNull();
  });
});

describe('partIISubjects', () => {
  it('should keep Part II facets only: Part I areas are not subjects', () => {
    const subjects = partIISubjects([
      { ...facet('Natural Sciences & Mathematics', 5), category: 'Part I' },
      { ...facet('Physics', 4.5), category: 'Part II' },
      { ...facet('Chemistry', 3), category: 'Part II' },
      facet('Unlabelled', 5),
    ]);
    expect(subjects.map((s) => s._id)).toEqual(['Physics', 'Chemistry']);
  });
});
