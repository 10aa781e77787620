import type { AssessmentQuestion } from '../types';
import { qualityAnswers, sessionQualityFlags } from './response-quality';

const question = (id: number, reverse = false): AssessmentQuestion => ({
  id,
  questionText: `Q${id}`,
  options: ['No', 'Maybe', 'Yes'].map((optionText, i) => ({
    optionText,
    score: reverse ? 3 - i : i + 1,
  })),
  category: 'c',
  subCategory: 's',
  facet: id % 2 ? 'A' : 'B',
  facetNote: null,
  exampleInfo: null,
  taxonomy: [],
});

const bank = new Map(Array.from({ length: 12 }, (_, i) => [i + 1, question(i + 1)]));
const all = (text: string) => Object.fromEntries([...bank.keys()].map((id) => [String(id), text]));

describe('sessionQualityFlags', () => {
  it('should flag a student who chose the same option for every question', () => {
    expect(sessionQualityFlags(bank, all('Yes'), [...bank.keys()], new Map())).toEqual([
      'straightLining',
    ]);
  });

  it('should flag fast answers from the recorded times', () => {
    const answers = Object.fromEntries(
      [...bank.keys()].map((id) => [String(id), ['No', 'Maybe', 'Yes'][id % 3]]),
    );
    const times = new Map([...bank.keys()].map((id) => [id, 400]));
    expect(sessionQualityFlags(bank, answers, [...bank.keys()], times)).toEqual(['speeding']);
  });

  it('should read answers in the order they were first answered, then any others', () => {
    const rows = qualityAnswers(bank, { '2': 'No', '1': 'Yes' }, [2], new Map([[2, 1500]]));
    expect(rows.map((r) => [r.optionIndex, r.ms])).toEqual([
      [0, 1500],
      [2, null],
    ]);
  });
});
