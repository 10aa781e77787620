import { getConfig } from '@testing-library/react';

describe('Testing Library set-up', () => {
  it('should wait long enough for a busy machine, and less than the test timeout', () => {
    expect(getConfig().asyncUtilTimeout).toBeGreaterThanOrEqual(10_000);
    expect(getConfig().asyncUtilTimeout).toBeLessThan(30_000);
  });
});
