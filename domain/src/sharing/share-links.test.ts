import { SHARE_EXPIRY_INVALID, validateShareExpiry, viewSummary } from './share-links';

describe('share link rules', () => {
  it('should take 1 to 90 whole days only', () => {
    expect(validateShareExpiry(1)).toBeNull();
    expect(validateShareExpiry(90)).toBeNull();
    for (const bad of [0, 91, 1.5, '14', null, -1]) {
      expect(validateShareExpiry(bad)).toBe(SHARE_EXPIRY_INVALID);
    }
  });

  it("should say how often a link was opened from the reader's side", () => {
    expect(viewSummary(0, null)).toBe('Not opened yet');
    expect(viewSummary(1, new Date('2026-10-12T10:00:00Z'), 'UTC')).toBe(
      'Opened 1 time, last on 12 Oct',
    );
    expect(viewSummary(3, new Date('2026-10-12T10:00:00Z'), 'UTC')).toBe(
      'Opened 3 times, last on 12 Oct',
    );
  });
});
