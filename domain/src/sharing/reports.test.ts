import {
  SHAREABLE_REPORTS,
  SHAREABLE_REPORT_LABELS,
  SHAREABLE_REPORT_TITLES,
  SHAREABLE_REPORTS_INVALID,
  shareableReportList,
  shareableReportsText,
} from './reports';

describe('shareable reports', () => {
  it('should keep the screens order', () => {
    expect(shareableReportList(['insights', 'futureready'])).toEqual(['futureready', 'insights']);
    expect(shareableReportList([...SHAREABLE_REPORTS].reverse())).toEqual([...SHAREABLE_REPORTS]);
  });

  it('should refuse an empty list, a repeat, an unknown report and anything not a list', () => {
    for (const bad of [
      [],
      ['insights', 'futureready', 'insights'],
      ['futureready', 'answers'],
      ['FutureReady'],
      ['Career'],
      'futureready',
      [{}],
      ['__proto__'],
    ]) {
      expect(shareableReportList(bad)).toBeNull();
    }
  });

  it('should read a list as the product names', () => {
    expect(shareableReportsText(['uniready', 'insights'])).toBe('UniReady, AI insights');
  });

  it('should call the generated insights by the spec name in short and in full', () => {
    expect(SHAREABLE_REPORT_LABELS.insights).toBe('AI insights');
    expect(SHAREABLE_REPORT_TITLES.insights).toBe('AI insights');
  });

  it('should name every choice in its refusal as a student reads it, never by its id', () => {
    for (const report of SHAREABLE_REPORTS) {
      expect(SHAREABLE_REPORTS_INVALID).toContain(SHAREABLE_REPORT_LABELS[report]);
    }
    expect(SHAREABLE_REPORTS_INVALID).not.toMatch(/futureready|uniready|studystyle/);
  });
});
