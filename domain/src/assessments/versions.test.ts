import { facetScores } from './facet-scores';
import {
  canonicalInstrument,
  InstrumentItem,
  instrumentChanges,
  SCORING_RULES,
  SCORING_VERSION,
  ScoringRules,
  scoringRulesOf,
  wordingOnlyChanges,
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

  it("should score a session with its own version's rules, never the newest", () => {
    const rows = [
      { category: 'c', sub_category: 's', facet: 'A', score: 2, taxonomy: [] },
      { category: 'c', sub_category: 's', facet: 'A', score: 4, taxonomy: [] },
    ];
    // Two fake versions: v1 averages, v2 (a later rule change) doubles every score.
    const rules: Record<string, ScoringRules> = {
      v1: facetScores,
      v2: (r) => facetScores(r.map((row) => ({ ...row, score: row.score * 2 }))),
    };
    const average = (version: string | null) =>
      scoringRulesOf(version, rules, 'v2')(rows)[0].averageScore;
    expect(average('v1')).toBe(3);
    expect(average('v2')).toBe(6);
    // Before versions were recorded: the first version, not the current one.
    expect(average(null)).toBe(3);
    expect(average('v9')).toBe(6);
  });
});

describe('wordingOnlyChanges', () => {
  const before = [item(1, 1), item(2, 2)];
  it('should name the reworded questions when only wording changed', () => {
    expect(
      wordingOnlyChanges(before, [item(1, 1), { ...item(2, 2), text: 'Q2, simpler' }]),
    ).toEqual([{ ...item(2, 2), text: 'Q2, simpler' }]);
  });
  it('should refuse any other change: a score, a facet, a question added or removed', () => {
    const rescored = { ...item(2, 2), options: [{ optionText: 'Yes', score: 2 }] };
    expect(wordingOnlyChanges(before, [item(1, 1), rescored])).toBeNull();
    expect(wordingOnlyChanges(before, [item(1, 1), item(2, 2, 'B')])).toBeNull();
    expect(wordingOnlyChanges(before, [item(1, 1)])).toBeNull();
    expect(wordingOnlyChanges(before, [item(1, 1), item(3, 2)])).toBeNull();
  });
});
