import { RETENTION_DEFAULTS } from '@aspire/domain';
import { privacySections } from './privacy-text';

const words = (sentence: string) => sentence.split(/\s+/).filter(Boolean);

describe('privacy page text', () => {
  const sections = privacySections(
    { unverifiedAccountDays: 14, mailBodyDays: 21, analyticsEventDays: 60 },
    'help@school.test',
  );
  const text = sections.flatMap((s) => s.points).join(' ');

  it('should state the retention numbers it is given', () => {
    expect(text).toContain('after 14 days');
    expect(text).toContain('after 21 days');
    expect(text).toContain('After 60 days');
    expect(text).toContain('help@school.test');
    const defaults = privacySections(RETENTION_DEFAULTS, 'x@y.test')
      .flatMap((s) => s.points)
      .join(' ');
    expect(defaults).toContain(`after ${RETENTION_DEFAULTS.unverifiedAccountDays} days`);
  });

  it('should say what, why, how long and who sees it', () => {
    expect(sections.map((s) => s.title)).toEqual([
      'What Aspire keeps',
      'Why',
      'How long',
      'Who sees it',
      'Your choices',
    ]);
    expect(text).toMatch(/never sees your answers or scores/);
  });

  it('should be short sentences a 13-year-old can read', () => {
    const sentences = text.split(/(?<=[.?!])\s+/);
    for (const sentence of sentences) expect(words(sentence).length).toBeLessThanOrEqual(16);
    const average = words(text).length / sentences.length;
    expect(average).toBeLessThanOrEqual(11);
    expect(text).not.toMatch(/\b(GDPR|processing|controller|lawful basis|pursuant|hereby)\b/i);
  });
});
