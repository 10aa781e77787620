import { RETAKE_WINDOW_MS } from '../assessments/constants';
import { assessmentStatus, assignmentMessage, assignmentStatus, dueReminder } from './rules';

const DAY = 24 * 3_600_000;
const due = new Date('2026-12-12T17:00:00.000Z');
const at = (days: number) => new Date(due.getTime() + days * DAY);
const made = at(-30);

describe('assignments', () => {
  it('should write the dashboard message with the due day', () => {
    expect(assignmentMessage(['Career'], due)).toBe(
      'Your school asks you to complete FutureReady by 12 December',
    );
    expect(assignmentMessage(['Career', 'Subject', 'Learning'], due)).toBe(
      'Your school asks you to complete FutureReady, UniReady and StudyStyle by 12 December',
    );
  });

  it('should pick the reminder of the latest point reached, only until the next one', () => {
    expect(dueReminder(due, made, at(-8))).toBeNull();
    expect(dueReminder(due, made, at(-7))).toBe('due_in_7d');
    expect(dueReminder(due, made, at(-1.5))).toBe('due_in_7d');
    expect(dueReminder(due, made, at(-1))).toBe('due_in_1d');
    expect(dueReminder(due, made, at(0.5))).toBe('due_in_1d');
    expect(dueReminder(due, made, at(1))).toBe('overdue');
    expect(dueReminder(due, made, at(7.9))).toBe('overdue');
    expect(dueReminder(due, made, at(8))).toBeNull();
  });

  it('should not send a reminder whose point came before the assignment was made', () => {
    expect(dueReminder(due, at(-3), at(-2))).toBeNull();
    expect(dueReminder(due, at(-3), at(-1))).toBe('due_in_1d');
  });

  it('should count a completion whose 6-month window ran when the assignment was made', () => {
    const assigned = new Date('2026-11-01T00:00:00.000Z');
    const ago = (ms: number) => new Date(assigned.getTime() - ms);
    expect(assessmentStatus([], assigned)).toBe('not_started');
    expect(assessmentStatus([{ completedAt: null }], assigned)).toBe('in_progress');
    expect(assessmentStatus([{ completedAt: ago(RETAKE_WINDOW_MS - DAY) }], assigned)).toBe(
      'complete',
    );
    expect(assessmentStatus([{ completedAt: ago(RETAKE_WINDOW_MS + DAY) }], assigned)).toBe(
      'in_progress',
    );
  });

  it('should be complete only when every assessment is', () => {
    expect(assignmentStatus(['complete', 'complete'])).toBe('complete');
    expect(assignmentStatus(['complete', 'not_started'])).toBe('in_progress');
    expect(assignmentStatus(['not_started', 'not_started'])).toBe('not_started');
  });
});
