import {
  canRemoveOption,
  normaliseOptions,
  normaliseScore,
  OPTION_INVALID,
  OPTIONS_REQUIRED,
  QUESTION_NUMBER_REQUIRED,
  toQuestionPayload,
  validateCategory,
  validateOptions,
  validateQuestionNumber,
  validateQuestionText,
  validateFacetChoice,
  validateScore,
  validateSubCategory,
} from './question-form';

describe('option score normalisation', () => {
  it.each([
    ['abc', 0],
    ['', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
    [{}, 0],
  ])('should turn non-numeric input %p into 0', (raw, expected) => {
    expect(normaliseScore(raw)).toBe(expected);
  });

  it('should keep numbers and numeric text', () => {
    expect(normaliseScore(4)).toBe(4);
    expect(normaliseScore(' 3 ')).toBe(3);
    expect(normaliseScore('0')).toBe(0);
  });

  it('should accept a whole score of 0 or more', () => {
    expect(validateScore(0)).toBeUndefined();
    expect(validateScore(5)).toBeUndefined();
    expect(validateScore('not a number')).toBeUndefined(); // becomes 0
  });

  it.each([-1, 2.5])('should refuse the score %p with the server message', (score) => {
    expect(validateScore(score)).toBe(OPTION_INVALID);
  });
});

describe('options list', () => {
  it('should trim option texts and normalise scores', () => {
    expect(
      normaliseOptions([
        { optionText: '  Strongly agree ', score: '5' },
        { optionText: 'Disagree', score: 'x' },
        { optionText: 'Neutral' },
      ]),
    ).toEqual([
      { optionText: 'Strongly agree', score: 5 },
      { optionText: 'Disagree', score: 0 },
      { optionText: 'Neutral', score: 0 },
    ]);
  });

  it('should keep at least one option: the last one cannot be removed', () => {
    expect(canRemoveOption(1)).toBe(false);
    expect(canRemoveOption(0)).toBe(false);
    expect(canRemoveOption(2)).toBe(true);
  });

  it('should require at least one option', () => {
    expect(validateOptions([])).toBe(OPTIONS_REQUIRED);
    expect(validateOptions(undefined)).toBe(OPTIONS_REQUIRED);
  });

  it('should require a text for every option', () => {
    expect(validateOptions([{ optionText: ' ', score: 1 }])).toBe(OPTION_INVALID);
  });

  it('should accept options with texts and whole scores', () => {
    expect(
      validateOptions([{ optionText: 'Yes', score: 1 }, { optionText: 'No' }]),
    ).toBeUndefined();
  });
});

describe('required question fields', () => {
  it('should give the exact messages', () => {
    expect(validateQuestionNumber(null)).toBe(QUESTION_NUMBER_REQUIRED);
    expect(validateQuestionNumber(1)).toBeUndefined();
    expect(validateQuestionNumber(0)).toBe(QUESTION_NUMBER_REQUIRED);
    expect(validateQuestionNumber(2.5)).toBe(QUESTION_NUMBER_REQUIRED);
    expect(validateQuestionText('  ')).toBe('Question text is required.');
    expect(validateCategory('')).toBe('Category is required.');
    expect(validateSubCategory(undefined)).toBe('Sub-category is required.');
    expect(validateCategory('Big Five Personality Traits')).toBeUndefined();
  });
});

describe('toQuestionPayload', () => {
  it('should send only the fields the form changes, normalised', () => {
    const record = {
      id: 12,
      question_number: '301',
      question_text: ' I enjoy solving puzzles. ',
      example_info: '  ',
      options: [{ optionText: 'Agree ', score: '4' }],
      answer_type: 'multiple-choice',
      category: ' Career Interests & Personality',
      sub_category: 'Investigative ',
      facet: 'Investigative',
      facet_id: 7,
      status: 'Career Assessments',
      taxonomy: [' RIASEC ', 'RIASEC', ''],
      created_at: '2025-01-01T00:00:00.000Z',
      updated_at: '2025-01-02T00:00:00.000Z',
    };
    expect(toQuestionPayload(record)).toEqual({
      question_number: 301,
      question_text: 'I enjoy solving puzzles.',
      example_info: null,
      options: [{ optionText: 'Agree', score: 4 }],
      answer_type: 'multiple-choice',
      category: 'Career Interests & Personality',
      sub_category: 'Investigative',
      facet_id: 7,
      status: 'Career Assessments',
      taxonomy: ['RIASEC'],
    });
  });

  it('should send no facet when none is chosen', () => {
    expect(toQuestionPayload({ options: [] }).facet_id).toBeNull();
  });
});

describe('the assessment scale and facet rules', () => {
  it("should refuse a score outside the chosen assessment's 0–5 scale", () => {
    const values = { status: 'Career Assessments' };
    expect(validateScore(5, values)).toBeUndefined();
    const refusal = 'Option scores for Career Assessments must be whole numbers from 0 to 5.';
    expect(validateScore(9, values)).toBe(refusal);
    expect(validateScore(1_000_000, values)).toBe(refusal);
  });

  const achievement = { id: 7, name: 'Achievement', sub_category: 'Working Preferences & Values' };

  it('should ask a Career question for a facet', () => {
    const values = { status: 'Career Assessments', sub_category: 'Emotional Intelligence' };
    expect(validateFacetChoice(null, values, undefined)).toBe(
      'A Career question needs a facet: its score is reported under that facet.',
    );
    expect(
      validateFacetChoice(null, { ...values, status: 'Subject Assessments' }, undefined),
    ).toBeUndefined();
  });

  it('should refuse a facet of another sub-category once it is loaded', () => {
    const values = { status: 'Career Assessments', sub_category: 'Emotional Intelligence' };
    expect(validateFacetChoice(7, values, undefined)).toBeUndefined(); // still loading
    expect(validateFacetChoice(7, values, achievement)).toBe(
      'The facet "Achievement" belongs to the sub-category "Working Preferences & Values", not "Emotional Intelligence".',
    );
    expect(
      validateFacetChoice(
        7,
        { ...values, sub_category: 'Working Preferences & Values' },
        achievement,
      ),
    ).toBeUndefined();
  });
});
