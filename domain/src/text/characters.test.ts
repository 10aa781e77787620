import { forbiddenCharactersMessage, hasForbiddenCharacters } from './characters';

describe('hasForbiddenCharacters', () => {
  it.each([
    ['NUL', 'a\u0000b'],
    ['BEL', 'a\u0007b'],
    ['ESC', 'a\u001b[31m'],
    ['DEL', 'a\u007fb'],
    ['a C1 control', 'a\u0085b'],
    ['a lone high surrogate', 'a\ud83db'],
    ['a lone low surrogate', 'a\ude00b'],
    ['a trailing high surrogate', 'ab\ud83d'],
  ])('should refuse %s in names and texts', (_name, value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
    expect(hasForbiddenCharacters(value, true)).toBe(true);
  });

  it.each([
    ['tab', 'a\tb'],
    ['a line feed', 'a\nb'],
    ['CR LF', 'a\r\nb'],
  ])('should allow %s in texts but not in names', (_name, value) => {
    expect(hasForbiddenCharacters(value, true)).toBe(false);
    expect(hasForbiddenCharacters(value)).toBe(true);
  });

  it.each([
    ['plain', 'Ada Lovelace'],
    ['accents', 'Zoë Ó Briain'],
    ['emoji', 'Go 🚀'],
    ['CJK', '学校'],
  ])('should allow %s', (_name, value) => {
    expect(hasForbiddenCharacters(value)).toBe(false);
  });

  it('should name the field in its message', () => {
    expect(forbiddenCharactersMessage('name')).toBe(
      'name contains characters that are not allowed.',
    );
  });
});
