import { categoryGroups, sectionGroups, versionsText, type ReportFigures } from './shared-report';

const figures = (over: Partial<ReportFigures> = {}): ReportFigures => ({
  facets: [],
  visualization: null,
  instrumentVersion: '2025.1',
  scoringVersion: '2',
  ...over,
});

describe('a shared report, shaped for the adviser', () => {
  it("should list FutureReady's sections in the report's order, highest average first", () => {
    const groups = sectionGroups(
      figures({
        visualization: {
          valuesWorkPreferences: {
            labels: ['Security'],
            datasets: [{ data: [3], totalScores: [3], facetNote: {} }],
          },
          careerInterest: {
            labels: ['Realistic', 'Investigative'],
            datasets: [{ data: [2.5, 4.25], totalScores: [5, 17], facetNote: {} }],
          },
          motivation: { labels: [], datasets: [{ data: [], totalScores: [], facetNote: {} }] },
        },
      }),
      'futureready',
    );
    expect(groups).toEqual([
      {
        key: 'careerInterest',
        title: 'Career Interests & Personality',
        rows: [
          { facet: 'Investigative', average: 4.25 },
          { facet: 'Realistic', average: 2.5 },
        ],
      },
      {
        key: 'valuesWorkPreferences',
        title: 'Working Preferences & Values',
        rows: [{ facet: 'Security', average: 3 }],
      },
    ]);
  });

  it("should group UniReady's facets by part, and read nothing into a missing report", () => {
    const groups = categoryGroups(
      figures({
        facets: [
          { _id: 'Physics', category: 'Part II', averageScore: 3.5 },
          { _id: 'Mathematics', category: 'Part II', averageScore: 4.5 },
          { _id: 'Sciences', category: 'Part I', averageScore: 4 },
        ],
      }),
    );
    expect(groups.map((g) => [g.title, g.rows.map((r) => r.facet)])).toEqual([
      ['Part II', ['Mathematics', 'Physics']],
      ['Part I', ['Sciences']],
    ]);
    expect(categoryGroups(null)).toEqual([]);
    expect(sectionGroups(null, 'studystyle')).toEqual([]);
  });

  it('should name the versions the report was scored under', () => {
    expect(versionsText(figures())).toBe('2025.1 · scoring 2');
    expect(versionsText(figures({ instrumentVersion: null, scoringVersion: null }))).toBe('');
  });
});
