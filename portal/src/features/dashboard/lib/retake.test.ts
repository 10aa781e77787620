import { earlyRetake } from './retake';

const completed = (lastCompletionDate: string) => ({
  sessionId: 's-1',
  isCompleted: true,
  lastCompletionDate,
});
const now = new Date('2025-06-01T12:00:00Z');

describe('early-retake alert (docs/product/dashboard.md)', () => {
  it('should name the test and the last submission date', () => {
    expect(earlyRetake('Subject', completed('2025-03-05T10:00:00Z'), now, false)).toBe(
      'You have already completed the UniReady Psychometric Test. You can retake it 6 months ' +
        'after your last submission on 5 March 2025.',
    );
  });

  it('should block a non-admin within 180 days of the last completion', () => {
    expect(earlyRetake('Career', completed('2025-03-05T10:00:00Z'), now, false)).toContain(
      'FutureReady Psychometric Test',
    );
    expect(earlyRetake('SubjectPart3', completed('2025-03-05T10:00:00Z'), now, false)).toContain(
      'Advanced Subject Exploration Psychometric Test',
    );
  });

  it('should let an admin, an old completion or no completion through', () => {
    expect(earlyRetake('Subject', completed('2025-03-05T10:00:00Z'), now, true)).toBeNull();
    expect(earlyRetake('Subject', completed('2024-12-01T10:00:00Z'), now, false)).toBeNull();
    expect(earlyRetake('Subject', null, now, false)).toBeNull();
    expect(
      earlyRetake(
        'Subject',
        { sessionId: 's', isCompleted: false, lastCompletionDate: null },
        now,
        false,
      ),
    ).toBeNull();
  });
});
