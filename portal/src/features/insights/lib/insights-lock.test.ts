import { insightsLockedUntil, nextGenerationDate } from './insights-lock';

const GENERATED = '2026-01-10T12:00:00.000Z';
const LIFTS = new Date('2026-07-09T12:00:00.000Z'); // + 15552000000 ms (180 days)

describe('insights 6-month lock', () => {
  it('should lift 15552000000 ms after the generation', () => {
    expect(nextGenerationDate(GENERATED)).toEqual(LIFTS);
  });

  it('should lock a student until then, and never an admin', () => {
    expect(insightsLockedUntil(GENERATED, new Date('2026-03-01T00:00:00Z'), false)).toEqual(LIFTS);
    expect(insightsLockedUntil(GENERATED, new Date(LIFTS.getTime() - 1), false)).toEqual(LIFTS);
    expect(insightsLockedUntil(GENERATED, LIFTS, false)).toBeNull();
    expect(insightsLockedUntil(GENERATED, new Date('2026-03-01T00:00:00Z'), true)).toBeNull();
  });

  it('should not lock without a readable date', () => {
    expect(insightsLockedUntil(null, new Date(), false)).toBeNull();
    expect(insightsLockedUntil('', new Date(), false)).toBeNull();
    expect(insightsLockedUntil('not a date', new Date(), false)).toBeNull();
  });
});
