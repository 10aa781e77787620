import { PART_I, PART_II } from './constants';
import { RawAnswerRow } from './facet-scores';
import {
  PART_I_NO_TIE,
  partIChoiceError,
  partIChoiceNeeded,
  partIChoicePrompt,
  tiedAreasAnswered,
} from './part-i-choice';
import { selectPartI } from './part-selection';
import { sessionQuestions } from './session-questions';

const row = (category: string, area: string, score: number): RawAnswerRow => ({
  category,
  sub_category: area,
  facet: area,
  score,
  taxonomy: [],
});
const partI = (scores: Record<string, number[]>) =>
  Object.entries(scores).flatMap(([area, list]) => list.map((s) => row(PART_I, area, s)));

/** Eight areas in the bank's order, Natural Sciences and Engineering first. */
const BANK_ORDER = [
  'Natural Sciences',
  'Engineering',
  'Arts',
  'Business',
  'Health',
  'Humanities',
  'Law',
  'Social Sciences',
];
const flat = (score: number) =>
  partI(Object.fromEntries(BANK_ORDER.map((a) => [a, [score, score, score, score]])));

describe('a tie at the Part I boundary is the student’s to decide', () => {
  it('never falls back on bank order: a flat profile selects nothing until the student chooses', () => {
    for (const score of [1, 3, 5]) {
      const selection = selectPartI(flat(score));
      expect(selection.topSubcategories).toEqual([]);
      expect(selection.tie).toEqual({ among: [...BANK_ORDER].sort(), pick: 2 });
    }
    expect(selectPartI(flat(3), ['Law', 'Arts']).topSubcategories).toEqual(['Law', 'Arts']);
  });

  it('keeps a clear best area and asks only for the place left', () => {
    const rows = partI({ Arts: [5, 5], Law: [3, 3], Health: [3, 3], Business: [3, 3] });
    // mean 3.5: the three level areas lie below it, so they are not all added.
    const selection = selectPartI(rows);
    expect(selection.topSubcategories).toEqual(['Arts']);
    expect(selection.tie).toEqual({ among: ['Business', 'Health', 'Law'], pick: 1 });
    expect(selectPartI(rows, ['Health']).topSubcategories).toEqual(['Arts', 'Health']);
  });

  it('needs no choice when the level areas fit the places or lie above the mean', () => {
    expect(selectPartI(partI({ Arts: [5], Law: [4], Health: [1] })).tie).toBeNull();
    const aboveMean = selectPartI(partI({ Arts: [5], Law: [5], Health: [5], Music: [1] }));
    expect(aboveMean.tie).toBeNull();
    expect(aboveMean.topSubcategories).toEqual(['Arts', 'Law', 'Health']);
  });

  it('refuses a choice that is not exactly the places left among the tied areas', () => {
    const tied = selectPartI(flat(4));
    const needed =
      'Please choose 2 of these areas for Part II: ' + [...BANK_ORDER].sort().join(', ') + '.';
    expect(partIChoiceNeeded(tied.tie!)).toBe(needed);
    for (const bad of [
      undefined,
      [],
      ['Law'],
      ['Law', 'Law'],
      ['Law', 'Music'],
      ['Law', 'Arts', 'Health'],
    ]) {
      expect(partIChoiceError(tied, bad)).toBe(needed);
    }
    expect(partIChoiceError(tied, ['Law', 'Arts'])).toBeNull();
    const clear = selectPartI(partI({ Arts: [5], Law: [4], Health: [1] }));
    expect(partIChoiceError(clear, undefined)).toBeNull();
    expect(partIChoiceError(clear, [])).toBeNull();
    expect(partIChoiceError(clear, ['Health'])).toBe(PART_I_NO_TIE);
  });

  it('asks the student in plain words', () => {
    expect(partIChoicePrompt({ among: ['A', 'B', 'C'], pick: 1 })).toBe(
      'Your answers rate these areas the same. Choose one to explore in Part II.',
    );
  });

  it('serves the Part II subjects of the chosen areas only', () => {
    const bank = [
      ...BANK_ORDER.map((a) => ({ category: PART_I, subCategory: a, facet: a })),
      ...BANK_ORDER.map((a) => ({ category: PART_II, subCategory: a, facet: `${a} subject` })),
    ];
    const served = sessionQuestions('Subject', bank, {
      partIRows: flat(2),
      partIChoice: ['Law', 'Health'],
    }).filter((q) => q.category === PART_II);
    expect(served.map((q) => q.subCategory)).toEqual(['Health', 'Law']);
  });

  it('reads the choice of a session taken before ties were offered from its Part II answers', () => {
    const tie = selectPartI(flat(3)).tie!;
    const answeredII = [row(PART_II, 'Natural Sciences', 4), row(PART_II, 'Engineering', 2)];
    expect(tiedAreasAnswered(tie, answeredII)).toEqual(['Engineering', 'Natural Sciences']);
    expect(tiedAreasAnswered(tie, answeredII.slice(0, 1))).toEqual(['Natural Sciences']);
  });
});
