import { question } from '../testing/fixtures';
import type { AssessmentQuestion } from '../types';
import { partTwoFor } from './part-two';

const partI = (id: number, area: string) =>
  question({ id, category: 'Part I', subCategory: area, facet: area });
const partII = (id: number, area: string, subject: string) =>
  question({ id, category: 'Part II', subCategory: area, facet: subject });

const BANK: AssessmentQuestion[] = [
  partI(1, 'Computing'),
  partI(2, 'Computing'),
  partI(3, 'Arts'),
  partI(4, 'Arts'),
  partI(5, 'Law'),
  partI(6, 'Law'),
  partII(11, 'Computing', 'Computer Science'),
  partII(12, 'Arts', 'Music'),
  partII(13, 'Law', 'Criminology'),
];

const answer = (scores: Record<number, number>) =>
  Object.fromEntries(
    Object.entries(scores).map(([id, score]) => [id, BANK[0].options[score - 1].optionText]),
  );

const ids = (qs: AssessmentQuestion[]) => qs.map((q) => q.id);

describe('partTwoFor', () => {
  it('should need every Part I question answered', () => {
    expect(partTwoFor(BANK, answer({ 1: 5, 2: 5, 3: 1, 4: 1, 5: 1 }))).toEqual({
      ok: false,
      message: 'Please complete all Part I questions before proceeding.',
    });
  });

  it('should take the best sub-category and those at least the second score', () => {
    // Computing 8, Arts 6, Law 4 (no facet reaches 10).
    const two = partTwoFor(BANK, answer({ 1: 4, 2: 4, 3: 3, 4: 3, 5: 2, 6: 2 }));
    expect(two.ok && two.selection.topSubcategories).toEqual(['Computing', 'Arts']);
    expect(two.ok && ids(two.questions)).toEqual([11, 12]);
  });

  it("should ask the student to choose among areas tied below the student's own mean", () => {
    // Acquiescence correction: Computing 5, Arts 2, Law 2 on average, own mean 3; Arts and Law
    // tie for the one place left, below the mean: the student chooses, never the bank's order.
    const answers = answer({ 1: 5, 2: 5, 3: 2, 4: 2, 5: 2, 6: 2 });
    expect(partTwoFor(BANK, answers)).toEqual({
      ok: false,
      message: 'Your answers rate these areas the same. Choose one to explore in Part II.',
      tie: { among: ['Arts', 'Law'], pick: 1 },
    });
    const two = partTwoFor(BANK, answers, ['Law']);
    expect(two.ok && two.selection.topSubcategories).toEqual(['Computing', 'Law']);
    expect(two.ok && two.selection.eligibleFacets).toEqual(['Computing']);
    expect(two.ok && ids(two.questions)).toEqual([11, 13]);
    expect(two.ok && two.choice).toEqual(['Law']);
    // A session stored before ties were offered: its Part II answer stands for the choice.
    const resumed = partTwoFor(BANK, { ...answers, ...answer({ 12: 4 }) });
    expect(resumed.ok && resumed.selection.topSubcategories).toEqual(['Computing', 'Arts']);
  });

  it('should add a sub-category whose facet totals 10 or more', () => {
    // Computing 10, Arts 10 → both; Law 2.
    const two = partTwoFor(BANK, answer({ 1: 5, 2: 5, 3: 5, 4: 5, 5: 1, 6: 1 }));
    expect(two.ok && two.selection.topSubcategories).toEqual(['Computing', 'Arts']);
  });

  it('should say so when the selection has no Part II question', () => {
    const bank = BANK.filter((q) => q.id !== 11 && q.id !== 12);
    expect(partTwoFor(bank, answer({ 1: 5, 2: 5, 3: 4, 4: 4, 5: 1, 6: 1 }))).toEqual({
      ok: false,
      message: 'No Part II questions available for the selected subjects.',
    });
  });
});
