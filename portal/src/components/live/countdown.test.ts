import { countdownPeriod, spokenWait } from './countdown';

describe('countdown announcements', () => {
  it('should change period once a minute above a minute and every 15 s below', () => {
    const periods = (from: number) =>
      new Set(Array.from({ length: from + 1 }, (_, i) => countdownPeriod(from - i))).size;
    // 900 s: "15 minutes" down to "2 minutes" (14), the four quarters of the last minute, then 0.
    expect(periods(900)).toBe(14 + 4 + 1);
    expect(periods(16)).toBe(2 + 1);
    expect(countdownPeriod(61)).not.toBe(countdownPeriod(60));
    expect(countdownPeriod(46)).toBe(countdownPeriod(60));
    expect(countdownPeriod(0)).toBe(0);
  });

  it('should say minutes (rounded up) above a minute, else seconds', () => {
    expect(spokenWait(900)).toBe('15 minutes');
    expect(spokenWait(61)).toBe('2 minutes');
    expect(spokenWait(60)).toBe('60 seconds');
    expect(spokenWait(1)).toBe('1 second');
  });
});
