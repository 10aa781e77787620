import {
  CAREER_FACET_REQUIRED,
  checkOptionScore,
  checkQuestionFacet,
  scoreOutsideScaleMessage,
} from './questions';

describe('question bank rules', () => {
  it.each([0, 1, 5])('should accept a score of %s on the 0–5 scale', (score) => {
    expect(checkOptionScore('Career Assessments', score)).toBeUndefined();
  });

  it.each([6, 9, 1_000_000])('should refuse a score of %s on the 0–5 scale', (score) => {
    expect(checkOptionScore('Subject Assessments', score)).toBe(
      scoreOutsideScaleMessage('Subject Assessments'),
    );
    expect(scoreOutsideScaleMessage('Subject Assessments')).toBe(
      'Option scores for Subject Assessments must be whole numbers from 0 to 5.',
    );
  });

  it('should ask a Career question for a facet, not the other banks', () => {
    const question = { subCategory: 'Emotional Intelligence', facet: null };
    expect(checkQuestionFacet({ ...question, status: 'Career Assessments' })).toBe(
      CAREER_FACET_REQUIRED,
    );
    expect(checkQuestionFacet({ ...question, status: 'Learning Assessments' })).toBeUndefined();
  });

  it("should refuse a facet from another sub-category, accepting the question's own", () => {
    const facet = { name: 'Realistic', subCategory: 'Career Interests & Personality' };
    const status = 'Career Assessments';
    expect(checkQuestionFacet({ status, subCategory: 'Emotional Intelligence', facet })).toBe(
      'The facet "Realistic" belongs to the sub-category "Career Interests & Personality", not "Emotional Intelligence".',
    );
    expect(
      checkQuestionFacet({ status, subCategory: ' career interests & personality', facet }),
    ).toBeUndefined();
  });
});
