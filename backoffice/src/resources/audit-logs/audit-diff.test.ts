import { diffSnapshots, flatten, formatDiffValue } from './audit-diff';

const question = {
  id: 12,
  question_text: 'I like puzzles.',
  options: [
    { optionText: 'Agree', score: 4 },
    { optionText: 'Disagree', score: 1 },
  ],
  taxonomy: ['RIASEC'],
  facet_id: null,
};

describe('flatten', () => {
  it('should give every leaf a path with dots for keys and brackets for indexes', () => {
    expect(Object.fromEntries(flatten({ a: { b: [1, { c: 'x' }] }, d: null }))).toEqual({
      'a.b[0]': 1,
      'a.b[1].c': 'x',
      d: null,
    });
  });

  it('should keep empty arrays and objects as leaves', () => {
    expect(Object.fromEntries(flatten({ taxonomy: [], meta: {} }))).toEqual({
      taxonomy: [],
      meta: {},
    });
  });
});

describe('diffSnapshots', () => {
  it('should list only the option score that changed', () => {
    const after = {
      ...question,
      options: [{ optionText: 'Agree', score: 5 }, question.options[1]],
    };
    expect(diffSnapshots(question, after)).toEqual([
      { key: 'options[0].score', before: 4, after: 5, change: 'changed' },
    ]);
  });

  it('should show entries added to and removed from a list', () => {
    expect(diffSnapshots({ taxonomy: ['a', 'b'] }, { taxonomy: ['a'] })).toEqual([
      { key: 'taxonomy[1]', before: 'b', after: undefined, change: 'removed' },
    ]);
    expect(diffSnapshots({ taxonomy: [] }, { taxonomy: ['a'] })).toEqual([
      { key: 'taxonomy', before: [], after: undefined, change: 'removed' },
      { key: 'taxonomy[0]', before: undefined, after: 'a', change: 'added' },
    ]);
  });

  it('should treat null and a value as a change, and equal values as none', () => {
    expect(diffSnapshots({ facet_id: null, n: 1 }, { facet_id: 3, n: 1 })).toEqual([
      { key: 'facet_id', before: null, after: 3, change: 'changed' },
    ]);
  });

  it('should list every field as added for a create (no before)', () => {
    expect(diffSnapshots(null, { type: 'domain', value: 'x.edu' })).toEqual([
      { key: 'type', before: undefined, after: 'domain', change: 'added' },
      { key: 'value', before: undefined, after: 'x.edu', change: 'added' },
    ]);
  });

  it('should list every field as removed for a delete (no after)', () => {
    expect(diffSnapshots({ value: 'x.edu' }, null)).toEqual([
      { key: 'value', before: 'x.edu', after: undefined, change: 'removed' },
    ]);
  });

  it('should find no change between identical snapshots', () => {
    expect(diffSnapshots(question, JSON.parse(JSON.stringify(question)))).toEqual([]);
    expect(diffSnapshots(null, null)).toEqual([]);
  });
});

describe('formatDiffValue', () => {
  it('should show strings as they are and other values as JSON', () => {
    expect(formatDiffValue('Agree')).toBe('Agree');
    expect(formatDiffValue('')).toBe('""');
    expect(formatDiffValue(4)).toBe('4');
    expect(formatDiffValue(null)).toBe('null');
    expect(formatDiffValue(false)).toBe('false');
    expect(formatDiffValue([])).toBe('[]');
    expect(formatDiffValue(undefined)).toBe('—');
  });
});
