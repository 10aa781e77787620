import { indefiniteArticle, withArticle } from './articles';

describe('indefiniteArticle', () => {
  it.each([
    ['entrepreneur', 'an'],
    ['accountant', 'an'],
    ['actuary', 'an'],
    ['architect', 'an'],
    ['electrician', 'an'],
    ['environmental scientist', 'an'],
    ['auditor', 'an'],
    ['open day', 'an'],
    ['Investigative role', 'an'],
    ['hour', 'an'],
    ['honest answer', 'an'],
    ['teacher', 'a'],
    ['research scientist', 'a'],
    ['university', 'a'],
    ['user researcher', 'a'],
    ['European language', 'a'],
    ['one-year course', 'a'],
    ['historian', 'a'],
    ['UK university', 'a'],
  ])('should write "%s" with "%s"', (phrase, article) => {
    expect(indefiniteArticle(phrase)).toBe(article);
  });

  it('should put the article before the phrase', () => {
    expect(withArticle('entrepreneur')).toBe('an entrepreneur');
    expect(withArticle(' mechanical or civil engineer')).toBe('a mechanical or civil engineer');
  });
});
