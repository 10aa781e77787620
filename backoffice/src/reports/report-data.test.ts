import {
  distributionChartData,
  funnelChartData,
  rateLabel,
  reportQuery,
  responseQualityText,
  weeklyChartData,
} from './report-data';

describe('report data', () => {
  it('should draw the funnel first stage on top', () => {
    expect(
      funnelChartData([
        { key: 'registered', label: 'Registered', count: 12, rate: null },
        { key: 'verified', label: 'Verified', count: 10, rate: 83.3 },
      ]),
    ).toEqual([
      { stage: 'Verified', students: 10 },
      { stage: 'Registered', students: 12 },
    ]);
  });

  it('should label each week by its Monday', () => {
    expect(
      weeklyChartData([
        {
          week_start: '2026-09-07T00:00:00.000Z',
          registrations: 1,
          verifications: 2,
          completions: 3,
        },
      ]),
    ).toEqual([{ week: '7 Sep 2026', Registrations: 1, Verifications: 2, Completions: 3 }]);
  });

  it('should never draw or print a hidden group as a number', () => {
    const groups = [
      { name: 'Mathematics', students: 5 },
      { name: 'Physics', students: null },
    ];
    expect(distributionChartData(groups)).toEqual([{ name: 'Mathematics', students: 5 }]);
  });

  it('should label rates and build the query of the set filters', () => {
    expect(rateLabel(null)).toBe('—');
    expect(rateLabel(83.3)).toBe('83.3%');
    expect(reportQuery({ school_id: 2, year_group: '', class_name: '12A' })).toBe(
      '?school_id=2&class_name=12A',
    );
    expect(reportQuery({})).toBe('');
  });
});

describe('responseQualityText', () => {
  it('should count flagged sessions, "fewer than 5" for a hidden count, nothing without data', () => {
    expect(responseQualityText({ completed_sessions: 40, flagged_sessions: 6 })).toMatch(
      /^6 of 40 completed sessions were flagged/,
    );
    expect(responseQualityText({ completed_sessions: 40, flagged_sessions: null })).toMatch(
      /^fewer than 5 of 40 /,
    );
    expect(responseQualityText(undefined)).toBeNull();
  });
});
