import { materialsPrompt } from '../enrich/materials';
import { buildInsightsPrompt } from '../insights/profile-prompt';
import { teamFeedbackPrompt, teamQuestionPrompt } from '../team/prompts';
import type { FacetScore } from '../assessments/facet-scores';
import type { VisualizationSection } from '../assessments/visualization';
import { AI_PAYLOAD_FIELDS, isNamedPayloadLabel, payloadLabel } from './ai-payload';

const facet = (name: string, averageScore: number): FacetScore => ({
  _id: name,
  averageScore,
  totalScore: averageScore * 4,
  count: 4,
  taxonomy: [],
  facetNote: '',
});
const section = (entries: [string, number][]): VisualizationSection => ({
  labels: entries.map(([n]) => n),
  datasets: [
    {
      data: entries.map(([, v]) => v),
      totalScores: entries.map(([, v]) => v * 4),
      facetNote: {},
    },
  ],
});

/** The lines in which two prompts for different students differ: where their data is. */
const dataLines = (a: string, b: string): string[] => {
  const other = new Set(b.split('\n'));
  return a.split('\n').filter((line) => !other.has(line));
};

describe('what an AI prompt carries about a student', () => {
  const pairs: [string, string, string][] = [
    [
      'insights',
      buildInsightsPrompt({
        subjects: [facet('Physics', 4.5), facet('Law', 3)],
        explorationSubjects: [facet('Astrophysics', 4)],
        career: {
          careerInterest: section([
            ['Realistic', 4],
            ['Social', 3],
            ['Artistic', 2],
          ]),
          bigFive: section([['Openness', 4]]),
          valuesWorkPreferences: section([['Independence', 5]]),
          motivation: section([['Intrinsic Motivation', 4]]),
          emotionalIntelligence: section([['Empathy', 4]]),
        },
      }),
      buildInsightsPrompt({
        subjects: [facet('History', 3.5), facet('Music', 2)],
        explorationSubjects: [facet('Archaeology', 3)],
        career: {
          careerInterest: section([
            ['Social', 5],
            ['Enterprising', 4],
            ['Conventional', 1],
          ]),
          bigFive: section([['Openness', 2]]),
          valuesWorkPreferences: section([['Relationships', 4]]),
          motivation: section([['Extrinsic Motivation', 3]]),
          emotionalIntelligence: section([['Social Skills', 3]]),
        },
      }),
    ],
    ['materials', materialsPrompt('Physics'), materialsPrompt('Law')],
    ['team question', teamQuestionPrompt('Physics'), teamQuestionPrompt('Law')],
    [
      'team feedback',
      teamFeedbackPrompt('Physics', 'How would you power a town?', [
        { username: 'Member 1', text: 'Wind.' },
        { username: 'Member 2', text: 'Solar\npanels.' },
      ]),
      teamFeedbackPrompt('Law', 'Is a rule fair?', [{ username: 'Member 1', text: 'Yes.' }]),
    ],
  ];

  it.each(pairs)(
    'should put each datum of the %s prompt on a line the privacy page names',
    (_, a, b) => {
      const lines = dataLines(a, b);
      expect(lines.length).toBeGreaterThan(0);
      const unnamed = lines.filter((line) => {
        const label = payloadLabel(line);
        return !label || !isNamedPayloadLabel(label);
      });
      expect(unnamed).toEqual([]);
    },
  );

  it('should fail a line carrying a datum the page does not name', () => {
    expect(isNamedPayloadLabel(payloadLabel('Age: 15')!)).toBe(false);
    expect(payloadLabel('Please write guidance for Sam, aged 15.')).toBeNull();
    expect(payloadLabel('Career interests (RIASEC, Holland code SIA): Social 4.0')).toBe(
      'Career interests',
    );
    expect(payloadLabel('- Member 2: Solar panels.')).toBe('Team answers');
    const labels = AI_PAYLOAD_FIELDS.flatMap((f) => [...f.labels]);
    expect(new Set(labels).size).toBe(labels.length);
  });
});
