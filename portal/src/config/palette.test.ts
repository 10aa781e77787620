import {
  AREA_COLORS,
  CHART_BACKGROUNDS,
  CHART_GRID,
  CHART_TEXT,
  contrastRatio,
  FOCUS_RING,
  ON_BAR_TEXT,
  SECTION_COLORS,
} from './palette';

describe('palette', () => {
  it('should compute WCAG contrast ratios', () => {
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('should give each assessment area its own colour', () => {
    const mains = Object.values(AREA_COLORS).map((c) => c.main);
    expect(new Set(mains).size).toBe(4);
  });

  it.each(Object.entries(AREA_COLORS))(
    'should keep bar labels on %s bars (strong and dimmed) at 4.5:1 or more',
    (_, { main, dim }) => {
      expect(contrastRatio(ON_BAR_TEXT, main)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ON_BAR_TEXT, dim)).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(CHART_TEXT, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    },
  );

  // WCAG 1.4.11: the lines, bars and dots that carry a value stand out from the chart.
  const drawn = [
    ...SECTION_COLORS.map((c) => ['series', c]),
    ...Object.values(AREA_COLORS).flatMap(({ main, dim }) => [
      ['bar', main],
      ['dimmed bar', dim],
    ]),
    ['grid', CHART_GRID],
    ['focus ring', FOCUS_RING],
  ];
  it.each(drawn)(
    'should draw the %s colour %s at 3:1 or more on every chart background',
    (_, c) => {
      for (const background of CHART_BACKGROUNDS)
        expect(contrastRatio(c, background)).toBeGreaterThanOrEqual(3);
    },
  );
});
