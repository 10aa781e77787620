import { adviserReportList, adviserReportsText } from './shared-reports';

describe('adviserReportList', () => {
  it('should keep the screens order and drop repeats', () => {
    expect(adviserReportList(['insights', 'futureready', 'insights'])).toEqual([
      'futureready',
      'insights',
    ]);
  });

  it('should refuse an empty list, an unknown report and anything not a list', () => {
    expect(adviserReportList([])).toBeNull();
    expect(adviserReportList(['futureready', 'answers'])).toBeNull();
    expect(adviserReportList('futureready')).toBeNull();
    expect(adviserReportList(['__proto__'])).toBeNull();
  });

  it('should read a list as the product names', () => {
    expect(adviserReportsText(['uniready', 'insights'])).toBe('UniReady, AI insights');
  });
});
