import {
  chooseFacetGroup,
  isRoutedFacet,
  NORM_MIN_RESPONDENTS,
  notComparedYet,
} from './norm-groups';

describe('norm groups per facet', () => {
  it('should take the school from the minimum, all schools below it, none below that', () => {
    expect(NORM_MIN_RESPONDENTS).toBe(100);
    expect(chooseFacetGroup('Realistic', { school: 100, all: 900 }, false)).toEqual({
      scope: 'school',
      students: 100,
      routed: false,
      label: 'among 100 students at your school who answered the same questions',
    });
    expect(chooseFacetGroup('Realistic', { school: 99, all: 1240 }, false)).toEqual({
      scope: 'all',
      students: 1240,
      routed: false,
      label: 'among 1,240 students who answered the same questions',
    });
    expect(chooseFacetGroup('Realistic', { school: null, all: 99 }, false)).toBeNull();
  });

  it('should compare a routed facet across all schools only, and say the group is self-selected', () => {
    const group = chooseFacetGroup('Medicine', { school: 400, all: 500 }, true);
    expect(group).toEqual({
      scope: 'all',
      students: 500,
      routed: true,
      label:
        'among 500 students who answered the Medicine questions (students whose earlier answers led them there, not all students)',
    });
    expect(group!.label).not.toMatch(/your school/);
    expect(chooseFacetGroup('Surgery', { school: 400, all: 4 }, true)).toBeNull();
  });

  it('should treat Part II and Part III facets as routed, Part I and the others not', () => {
    expect(['Part I', 'Part II', 'Part III', 'FutureReady', null].map(isRoutedFacet)).toEqual([
      false,
      true,
      true,
      false,
      false,
    ]);
  });

  it('should say why a facet has no band, with its own count', () => {
    expect(notComparedYet('Surgery', 4)).toBe(
      'Not compared yet: only 4 students have answered the Surgery questions so far, and a fair comparison needs at least 100.',
    );
    expect(notComparedYet('Surgery', 1)).toMatch(/^Not compared yet: only 1 student has answered/);
  });
});
