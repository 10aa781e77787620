import { generateBlock } from './generate-block';

const now = new Date('2026-06-01T12:00:00Z');
const base = { learningDone: true, lastGenerationDate: null, isAdmin: false, now };

describe('why Generate Learning Materials is disabled', () => {
  it('should name StudyStyle first, even inside the 6 months', () => {
    expect(
      generateBlock({ ...base, learningDone: false, lastGenerationDate: '2026-05-01T12:00:00Z' }),
    ).toBe('Complete the StudyStyle assessment to generate learning materials.');
  });

  it('should say the 6-month rule with the last and the next date', () => {
    expect(generateBlock({ ...base, lastGenerationDate: '2026-05-01T12:00:00Z' })).toBe(
      'Learning materials can be generated once every 6 months. Last generated on 1 May 2026. Try again after 28 October 2026.',
    );
  });

  it('should open on the day the 6 months end, for admins always, and while StudyStyle is unknown', () => {
    expect(generateBlock({ ...base, lastGenerationDate: '2025-12-03T12:00:00Z' })).toBeNull();
    expect(generateBlock({ ...base, lastGenerationDate: '2025-12-03T12:00:01Z' })).not.toBeNull();
    expect(
      generateBlock({ ...base, isAdmin: true, lastGenerationDate: '2026-05-01T12:00:00Z' }),
    ).toBeNull();
    expect(generateBlock({ ...base, learningDone: null })).toBeNull();
  });
});
