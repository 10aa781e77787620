import { facetScores } from './facet-scores';
import {
  canonicalInstrument,
  InstrumentItem,
  instrumentChanges,
  SCORING_RULES,
  SCORING_VERSION,
  scoringRulesOf,
} from './versions';

const item = (id: number, n: number, facet = 'A'): InstrumentItem => ({
  id,
  questionNumber: n,
  text: `Q${n}`,
  options: [{ optionText: 'Yes', score: 1 }],
  category: 'c',
  subCategory: 's',
  facet,
});

describe('instrument versions', () => {
  it('should order items by question number whatever order they come in', () => {
    expect(canonicalInstrument([item(2, 2), item(1, 1)])).toEqual(
      canonicalInstrument([item(1, 1), item(2, 2)]),
    );
  });

  it('should describe added, removed and changed items', () => {
    const before = [item(1, 1), item(2, 2)];
    const after = [{ ...item(1, 1), facet: 'B' }, item(3, 3)];
    expect(instrumentChanges(before, after)).toEqual([
      'Question 1: facet changed',
      'Question 3 added',
      'Question 2 removed',
    ]);
  });

  it('should keep the current scoring rules under the current version', () => {
    expect(SCORING_RULES[SCORING_VERSION]).toBeDefined();
    expect(scoringRulesOf(null)).toBe(facetScores);
    expect(scoringRulesOf('unknown')).toBe(SCORING_RULES[SCORING_VERSION]);
  });
});
