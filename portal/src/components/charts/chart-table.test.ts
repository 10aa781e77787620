import { barTable, radarTable } from './chart-table';

describe('chart data tables', () => {
  it('should read a section radar as facet, section and score', () => {
    const table = radarTable({
      series: ['Personality', 'Interests'],
      points: [
        { label: 'Openness', values: { Personality: 3.456, Interests: 0 } },
        { label: 'Realistic', values: { Personality: 0, Interests: 4 } },
      ],
    });
    expect(table.columns).toEqual(['Facet', 'Section', 'Score']);
    expect(table.rows.map((r) => r.cells)).toEqual([
      ['Openness', 'Personality', '3.46'],
      ['Realistic', 'Interests', '4.00'],
    ]);
  });

  it('should give each series a column when facets share series', () => {
    const table = radarTable({
      series: ['You', 'School'],
      valueDecimals: 1,
      points: [{ label: 'Focus', values: { You: 2, School: 3 } }],
    });
    expect(table.columns).toEqual(['Facet', 'You', 'School']);
    expect(table.rows[0].cells).toEqual(['Focus', '2.0', '3.0']);
  });

  it('should name the single series "Score" and keep a zero', () => {
    const table = radarTable({
      series: ['score'],
      points: [{ label: 'Focus', values: { score: 0 } }],
    });
    expect(table.columns).toEqual(['Facet', 'Score']);
    expect(table.rows[0].cells).toEqual(['Focus', '0.00']);
  });

  it('should list bars with their measurement error only when one is drawn', () => {
    const bars = [
      { id: 'm', label: 'Mathematics', value: 4.25, sem: 0.31 },
      { id: 'a', label: 'Art', value: 2 },
    ];
    expect(barTable({ bars })).toEqual({
      columns: ['Scale', 'Score', 'Measurement error (±)'],
      rows: [
        { key: 'm', cells: ['Mathematics', '4.3', '0.3'] },
        { key: 'a', cells: ['Art', '2.0', '–'] },
      ],
    });
    expect(barTable({ bars: [bars[1]] }).columns).toEqual(['Scale', 'Score']);
  });
});
