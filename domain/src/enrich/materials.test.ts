import { MATERIALS_LOCK_MS } from './materials';
import {
  canGenerateMaterials,
  materialsLockedMessage,
  materialSubjectOptions,
  materialsPrompt,
  nextMaterialsDate,
  parseMaterialTitles,
} from './materials';
import { topSubjectsOf } from './top-subjects';

const facet = (id: string, averageScore: number, category = 'Part II') => ({
  _id: id,
  averageScore,
  category,
});

describe('learning materials rules', () => {
  it('should lock non-admins for 6 months after a set, and never admins', () => {
    const last = new Date('2026-01-01T00:00:00.000Z');
    const justBefore = new Date(last.getTime() + MATERIALS_LOCK_MS - 1);
    expect(canGenerateMaterials(last, justBefore, false)).toBe(false);
    expect(canGenerateMaterials(last, nextMaterialsDate(last), false)).toBe(true);
    expect(canGenerateMaterials(last, justBefore, true)).toBe(true);
    expect(canGenerateMaterials(null, justBefore, false)).toBe(true);
    expect(MATERIALS_LOCK_MS).toBe(15_552_000_000);
  });

  it('should say the real rule, 6 months, with both dates (never "every month")', () => {
    const text = materialsLockedMessage('1 March 2026', '28 August 2026');
    expect(text).toBe(
      'Learning materials can be generated once every 6 months. Last generated on 1 March 2026. Try again after 28 August 2026.',
    );
    expect(text).not.toMatch(/month\./);
  });

  it('should ask for 12 resources separated by "||"', () => {
    expect(materialsPrompt('Physics')).toMatch(
      /^Subject: Physics\nSuggest 12 .*separated by "\|\|"/,
    );
  });

  it('should read at most 12 clean, distinct titles from a model answer', () => {
    const answer = ['1. <b>Feynman</b> Lectures', ' - Feynman lectures', '', 'HyperPhysics']
      .concat(Array.from({ length: 20 }, (_, i) => `Title ${i}`))
      .join(' || ');
    const titles = parseMaterialTitles(answer);
    expect(titles.slice(0, 3)).toEqual(['Feynman Lectures', 'HyperPhysics', 'Title 0']);
    expect(titles).toHaveLength(12);
  });

  it('should offer the top UniReady subjects with ties, then Exploration, once each', () => {
    const top = topSubjectsOf(
      [
        facet('Natural Sciences', 5, 'Part I'),
        facet('Physics', 4.5),
        facet('Chemistry', 3),
        facet('Mathematics', 4),
        facet('Biology', 3),
        facet('Law', 2),
      ],
      [facet('Astrophysics', 4, 'Part III'), facet('Physics', 3, 'Part III')],
    );
    expect(top).toEqual({
      uniReady: ['Physics', 'Mathematics', 'Chemistry', 'Biology'],
      exploration: ['Astrophysics', 'Physics'],
    });
    expect(materialSubjectOptions(top)).toEqual([
      'Physics',
      'Mathematics',
      'Chemistry',
      'Biology',
      'Astrophysics',
    ]);
  });
});
