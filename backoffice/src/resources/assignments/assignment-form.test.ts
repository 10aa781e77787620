import { toAssignmentPayload, validateAssignment } from './assignment-form';

describe('assignment form', () => {
  it('should ask for an assessment, a year group or class, and a due date', () => {
    expect(validateAssignment({})).toEqual({
      assessment_types: 'Choose at least one assessment.',
      class_name: 'Choose a year group or a class.',
      due_at: 'Choose a due date.',
    });
    expect(
      validateAssignment({ assessment_types: ['Career'], class_name: '12B', due_at: '2026-12-12' }),
    ).toEqual({});
  });

  it('should send empty texts as null and the due date as ISO 8601', () => {
    expect(
      toAssignmentPayload({
        assessment_types: ['Career'],
        year_group: ' ',
        class_name: ' 12B ',
        due_at: '2026-12-12T17:00:00.000Z',
        message: '',
      }),
    ).toEqual({
      assessment_types: ['Career'],
      year_group: null,
      class_name: '12B',
      due_at: '2026-12-12T17:00:00.000Z',
      message: null,
    });
  });
});
