import { bankViolations, BankFacet, isBalanced, negationIn } from './item-bank';

const item = (reverse = false, scale = 'agree5') => ({ text: 'I like maths.', scale, reverse });
const facet = (over: Partial<BankFacet> = {}): BankFacet => ({
  name: 'Maths',
  category: 'Part II',
  subCategory: 'Sciences',
  items: [item(), item(), item(true), item(true)],
  ...over,
});

describe('bankViolations', () => {
  it('should pass a facet of 4 items, 2 of them reverse-keyed', () => {
    expect(bankViolations([facet()])).toEqual([]);
  });

  it('should fail a facet with too few items, and a Part III one below 3', () => {
    expect(bankViolations([facet({ items: [item(), item(), item(true)] })])).toEqual([
      'Maths: 3 items, at least 4 needed',
    ]);
    expect(bankViolations([facet({ category: 'Part III', items: [item(), item(true)] })])).toEqual([
      'Maths: 2 items, at least 3 needed',
    ]);
  });

  it('should fail a facet keyed one way only', () => {
    expect(bankViolations([facet({ items: [item(), item(), item(), item()] })])).toEqual([
      'Maths: no reverse-keyed item',
    ]);
    expect(bankViolations([facet({ items: [1, 2, 3, 4].map(() => item(true)) })])).toEqual([
      'Maths: no forward-keyed item',
    ]);
  });

  it('should fail a block that mixes answer scales, even across facets', () => {
    const other = facet({
      name: 'Physics',
      items: [item(), item(), item(true), item(true, 'like5')],
    });
    expect(bankViolations([facet(), other])).toEqual([
      'Part II / Sciences: mixes answer scales agree5, like5',
    ]);
  });

  it('should fail an item above the reading level', () => {
    const hard = {
      text: 'Interdisciplinary collaboration necessitates considerable organisational sophistication.',
      scale: 'agree5',
      reverse: false,
    };
    expect(bankViolations([facet({ items: [item(), item(true), item(true), hard] })])[0]).toMatch(
      /reads at grade/,
    );
  });

  it('should fail a facet note above grade 9, and pass a plain one', () => {
    const plain = 'A high score means you like maths. You enjoy numbers and puzzles.';
    const dense =
      'A high score indicates considerable enthusiasm for mathematical reasoning, abstraction and quantitative problem-solving across disciplines.';
    expect(bankViolations([facet({ note: plain })])).toEqual([]);
    expect(bankViolations([facet({ note: dense })])).toEqual([
      expect.stringMatching(/^Maths: note reads at grade \d+/),
    ]);
  });

  it('should fail a reverse-keyed item written as a negation, and find each negating word', () => {
    const negated = { text: 'Maths does not interest me.', scale: 'agree5', reverse: true };
    expect(bankViolations([facet({ items: [item(), item(), item(true), negated] })])).toEqual([
      'Maths: reverse-keyed "Maths does not interest me." negates ("not")',
    ]);
    // A forward item may say "not": only the reversed ones turn "Disagree" into a double negative.
    expect(
      bankViolations([
        facet({ items: [item(), item(true), item(true), { ...negated, reverse: false }] }),
      ]),
    ).toEqual([]);
    expect(
      [
        "I don't like maths.",
        'I never do maths.',
        'I have no time for maths.',
        'I rarely do maths.',
        'I cannot see myself doing maths.',
        'I have little interest in maths.',
        'I do maths without a plan.',
        'Maths bores me.',
        'I know a lot about maths.',
      ].map(negationIn),
    ).toEqual(["n't", 'never', 'no', 'rarely', 'cannot', 'little', 'without', null, null]);
  });

  it('should key half of each facet in each direction', () => {
    expect(bankViolations([facet({ items: [item(), item(), item(), item(true)] })])).toEqual([
      'Maths: 1 of 4 items reverse-keyed, 2 to 2 needed',
    ]);
    expect(
      bankViolations([facet({ items: [item(), item(true), item(true), item(true)] })]),
    ).toEqual(['Maths: 3 of 4 items reverse-keyed, 2 to 2 needed']);
    const five = (r: number) => [0, 1, 2, 3, 4].map((i) => item(i < r));
    expect(bankViolations([facet({ items: five(1) })])).toEqual([
      'Maths: 1 of 5 items reverse-keyed, 2 to 3 needed',
    ]);
    expect(bankViolations([facet({ items: five(2) })])).toEqual([]);
    expect(bankViolations([facet({ items: five(3) })])).toEqual([]);
    expect(
      bankViolations([facet({ category: 'Part III', items: [item(), item(), item(true)] })]),
    ).toEqual([]);
    expect(isBalanced(4, 2)).toBe(true);
    expect(isBalanced(4, 1)).toBe(false);
  });
});
