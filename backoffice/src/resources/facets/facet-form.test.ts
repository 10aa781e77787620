import { toFacetPayload } from './facet-form';

describe('toFacetPayload', () => {
  it('should send the edited fields, names trimmed and taxonomy normalised', () => {
    expect(
      toFacetPayload({
        id: 4,
        status: 'Learning Assessments',
        name: ' Academic Confidence ',
        category: 'Motivational & Affective Dispositions',
        sub_category: 'Academic Confidence',
        note: 'A high score means…\n',
        taxonomy: ['StudyStyle', ' StudyStyle', ''],
        question_count: 3,
      }),
    ).toEqual({
      status: 'Learning Assessments',
      name: 'Academic Confidence',
      category: 'Motivational & Affective Dispositions',
      sub_category: 'Academic Confidence',
      note: 'A high score means…\n',
      taxonomy: ['StudyStyle'],
    });
  });
});
