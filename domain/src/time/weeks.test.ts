import { isoWeekStart, weekLabel } from './weeks';

describe('ISO weeks of the weekly report', () => {
  it.each([
    ['2026-09-05T14:58:37.915Z', '2026-08-31T00:00:00.000Z'], // a Saturday
    ['2026-09-06T23:59:59.999Z', '2026-08-31T00:00:00.000Z'], // Sunday ends the week
    ['2026-09-07T00:00:00.000Z', '2026-09-07T00:00:00.000Z'], // Monday starts one
    ['2026-09-09T08:00:00.000Z', '2026-09-07T00:00:00.000Z'],
    ['2027-01-01T12:00:00.000Z', '2026-12-28T00:00:00.000Z'], // across a year
    ['2028-03-01T12:00:00.000Z', '2028-02-28T00:00:00.000Z'], // across a leap day
  ])('puts %s in the week starting %s', (at, monday) => {
    expect(isoWeekStart(new Date(at)).toISOString()).toBe(monday);
  });

  it('labels a week by its Monday, with a short month', () => {
    expect(weekLabel('2026-09-07T00:00:00.000Z')).toBe('7 Sep 2026');
    expect(weekLabel(new Date('2026-12-28T00:00:00.000Z'))).toBe('28 Dec 2026');
    expect(weekLabel('2027-06-14')).toBe('14 Jun 2027');
    expect(weekLabel('not a date')).toBe('');
  });
});
