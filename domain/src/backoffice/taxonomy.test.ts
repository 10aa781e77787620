import { normaliseTaxonomy } from './taxonomy';

describe('normaliseTaxonomy', () => {
  it('should trim every entry', () => {
    expect(normaliseTaxonomy(['  Part II ', 'Engineering\t'])).toEqual(['Part II', 'Engineering']);
  });

  it('should drop empty and blank entries', () => {
    expect(normaliseTaxonomy(['', '   ', 'Part III', null, undefined])).toEqual(['Part III']);
  });

  it('should not add a duplicate, even one that differs only by spaces', () => {
    expect(normaliseTaxonomy(['Law', ' Law ', 'Law', 'Medicine'])).toEqual(['Law', 'Medicine']);
  });

  it('should keep the order in which the entries were first added', () => {
    expect(normaliseTaxonomy(['b', 'a', 'b', 'c'])).toEqual(['b', 'a', 'c']);
  });

  it('should treat a missing list as empty', () => {
    expect(normaliseTaxonomy(undefined)).toEqual([]);
    expect(normaliseTaxonomy('Part I')).toEqual([]);
  });

  it('should keep numbers as text', () => {
    expect(normaliseTaxonomy([3, '3'])).toEqual(['3']);
  });
});
