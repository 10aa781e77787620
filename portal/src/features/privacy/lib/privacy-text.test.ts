import { AI_PAYLOAD_FIELDS, RETENTION_DEFAULTS } from '@aspire/domain';
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
      'The outside AI service',
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

  it('should name everything the outside AI service can receive, as the prompts label it', () => {
    const ai = sections.find((s) => s.id === 'ai')!.points;
    for (const field of AI_PAYLOAD_FIELDS) expect(ai).toContain(field.said);
    expect(ai.join(' ')).toMatch(/One setting for all of Aspire/);
    expect(ai.join(' ')).not.toMatch(/your school turns on/i);
    expect(ai.join(' ')).toMatch(/Ask Grok copies your profile text and opens the Grok website/);
  });

  it('should say that teammates see your e-mail address', () => {
    expect(text).toContain('Your Team Challenge team sees your username and your e-mail address.');
  });
});
