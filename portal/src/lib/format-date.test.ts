import { formatDate } from './format-date';

const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });
const DAY_MS = 86_400_000;

describe('formatDate', () => {
  it("writes every day from 1900 to 2100 as Intl's en-GB long date does", () => {
    const differing: string[] = [];
    // Noon of each day and a minute before midnight (the local time zone decides the day).
    for (let t = Date.UTC(1900, 0, 1, 12); t < Date.UTC(2101, 0, 1); t += DAY_MS) {
      for (const at of [new Date(t), new Date(t + 12 * 3_600_000 - 60_000)]) {
        if (formatDate(at) !== intl.format(at)) differing.push(at.toISOString());
      }
    }
    expect(differing).toEqual([]);
  });

  it('takes the ISO strings the API sends', () => {
    for (const iso of ['2027-03-03T09:15:00.000Z', '2026-12-31T23:59:59Z', '2024-02-29']) {
      expect(formatDate(iso)).toBe(intl.format(new Date(iso)));
    }
  });

  it('answers a date that is not one as toLocaleDateString does, without throwing', () => {
    expect(formatDate('not a date')).toBe(new Date('x').toLocaleDateString('en-GB'));
  });
});
