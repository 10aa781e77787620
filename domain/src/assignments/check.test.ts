import { assignmentWarnings } from './check';

describe('assignment warnings', () => {
  it('says, with counts, where an assessment is locked or already done', () => {
    expect(
      assignmentWarnings(30, [
        { type: 'Career', done: 5, locked: 0 },
        { type: 'Learning', done: 1, locked: 12 },
        { type: 'Subject', done: 0, locked: 0 },
      ]),
    ).toEqual([
      'FutureReady is already done by 5 of 30 students (in the last 6 months): they count as complete.',
      'StudyStyle is locked for 12 of 30 students: it opens with Enrich+, after UniReady and FutureReady.',
      'StudyStyle is already done by 1 of 30 students (in the last 6 months): they count as complete.',
    ]);
  });

  it('has nothing to say when every student can and still needs to', () => {
    expect(assignmentWarnings(1, [{ type: 'SubjectPart3', done: 0, locked: 0 }])).toEqual([]);
    expect(assignmentWarnings(1, [{ type: 'SubjectPart3', done: 0, locked: 1 }])).toEqual([
      'Advanced Subject Exploration is locked for 1 of 1 student: it opens after UniReady.',
    ]);
  });
});
