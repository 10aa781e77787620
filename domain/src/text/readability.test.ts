import { fleschKincaidGrade, syllables } from './readability';

describe('readability', () => {
  it('should count syllables by vowel groups', () => {
    expect(['cat', 'table', 'reading', 'mathematics', 'bike', 'energy'].map(syllables)).toEqual([
      1, 2, 2, 4, 1, 3,
    ]);
  });

  it('should compute the Flesch–Kincaid grade of a sentence', () => {
    // 8 words, 1 sentence, 8 syllables: 0.39·8 + 11.8·8/8 − 15.59 = −0.67
    expect(fleschKincaidGrade('I like to fix my bike with tools.')).toBe(-0.7);
    expect(
      fleschKincaidGrade(
        'Interdisciplinary collaboration necessitates considerable organisational sophistication.',
      ),
    ).toBeGreaterThan(18);
    expect(fleschKincaidGrade('')).toBe(0);
  });
});
