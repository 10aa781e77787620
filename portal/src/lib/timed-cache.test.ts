import { readTimed, writeTimed } from './timed-cache';

describe('timed localStorage cache', () => {
  beforeEach(() => localStorage.clear());

  it('should answer a value only while it is younger than the lifetime', () => {
    writeTimed('k', true, 1_000);
    expect(readTimed('k', 3_600_000, 1_000 + 3_599_999)).toBe(true);
    expect(readTimed('k', 3_600_000, 1_000 + 3_600_000)).toBeNull();
    expect(readTimed('k', 3_600_000, 500)).toBeNull();
  });

  it('should ignore what it did not write', () => {
    localStorage.setItem('k', 'not json');
    expect(readTimed('k', 1000)).toBeNull();
    localStorage.setItem('k', JSON.stringify({ value: true }));
    expect(readTimed('k', 1000)).toBeNull();
  });
});
