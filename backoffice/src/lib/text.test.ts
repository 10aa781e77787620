import { excerpt } from './text';

describe('excerpt', () => {
  it('should keep a short text whole', () => {
    expect(excerpt('Short', 10)).toBe('Short');
  });

  it('should cut a long text with an ellipsis to the given length', () => {
    expect(excerpt('abcdefghijkl', 10)).toBe('abcdefghi…');
    expect(excerpt('abcdefghijkl', 10)).toHaveLength(10);
  });

  it('should fold line breaks and treat a missing text as empty', () => {
    expect(excerpt('a\n\nb')).toBe('a b');
    expect(excerpt(null)).toBe('');
  });
});
