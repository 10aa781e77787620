import { DAY_MS, HOUR_MS } from '../time/durations';
import { ASSESSMENT_NAMES } from '../assessments/names';
import type { AssessmentType } from '../assessments/constants';
import { RETAKE_WINDOW_MS } from '../assessments/constants';
import { MONTH_NAMES } from '../time/months';

/**
 * A coordinator assigns assessments to a year group or class with a due date
 * (docs/product/coordinators.md). These rules are shared by the server (the coordinator's view,
 * the reminder job) and the portal (the dashboard's message).
 */

export const ASSIGNMENT_MESSAGE_MAX = 500;

export type AssignmentStatus = 'complete' | 'in_progress' | 'not_started';
export const ASSIGNMENT_STATUS_LABELS: Record<AssignmentStatus, string> = {
  complete: 'Complete',
  in_progress: 'In progress',
  not_started: 'Not started',
};

/** The scheduled reminders: 7 days and 1 day before the due date, and one day after it. */
export type ReminderKind = 'due_in_7d' | 'due_in_1d' | 'overdue';
export const REMINDER_POINTS: readonly { kind: ReminderKind; offsetMs: number }[] = [
  { kind: 'due_in_7d', offsetMs: -7 * DAY_MS },
  { kind: 'due_in_1d', offsetMs: -1 * DAY_MS },
  { kind: 'overdue', offsetMs: 1 * DAY_MS },
];
/** The overdue reminder is sent within this long after its point, never later (old assignments). */
export const OVERDUE_REMINDER_GRACE_MS = 7 * DAY_MS;
/** "Remind those not finished" by hand: once per assignment per hour. */
export const MANUAL_REMINDER_COOLDOWN_MS = HOUR_MS;
export const MANUAL_REMINDER_TOO_SOON =
  'Reminders for this assignment were sent less than an hour ago. Please try again later.';

/**
 * The reminder due at `now` for an assignment, or null: the latest point already reached, as
 * long as the next point has not come yet (a job that was off sends only the current one), the
 * point came after the assignment was made (no "7 days left" for one made 3 days before), and
 * the overdue one at most OVERDUE_REMINDER_GRACE_MS late.
 */
export function dueReminder(dueAt: Date, createdAt: Date, now: Date): ReminderKind | null {
  const t = now.getTime();
  for (let i = REMINDER_POINTS.length - 1; i >= 0; i--) {
    const point = dueAt.getTime() + REMINDER_POINTS[i].offsetMs;
    if (t < point) continue;
    if (point < createdAt.getTime()) return null;
    const next = REMINDER_POINTS[i + 1];
    const end = next ? dueAt.getTime() + next.offsetMs : point + OVERDUE_REMINDER_GRACE_MS;
    return t < end ? REMINDER_POINTS[i].kind : null;
  }
  return null;
}

/** One session of one assessment type: started, and when it was last completed (if it was). */
export type SessionState = { completedAt: Date | string | null };

/**
 * A student's state for one assessment of an assignment. A completion counts when its 6-month
 * window was still running when the assignment was made, or came after: a student who already
 * completed it is never asked to retake it before the window ends.
 */
export function assessmentStatus(
  sessions: readonly SessionState[],
  assignedAt: Date,
): AssignmentStatus {
  if (!sessions.length) return 'not_started';
  const from = assignedAt.getTime() - RETAKE_WINDOW_MS;
  const counted = sessions.some(
    (s) => s.completedAt !== null && new Date(s.completedAt).getTime() > from,
  );
  return counted ? 'complete' : 'in_progress';
}

/** Every assessment complete: complete; nothing started: not started; otherwise in progress. */
export function assignmentStatus(statuses: readonly AssignmentStatus[]): AssignmentStatus {
  if (statuses.length && statuses.every((s) => s === 'complete')) return 'complete';
  if (statuses.every((s) => s === 'not_started')) return 'not_started';
  return 'in_progress';
}

/** "12 December" (UTC, the date the coordinator chose). */
export const dueDay = (dueAt: Date | string): string => {
  const d = new Date(dueAt);
  return `${d.getUTCDate()} ${MONTH_NAMES[d.getUTCMonth()]}`;
};

/** "FutureReady", "FutureReady and UniReady", "FutureReady, UniReady and StudyStyle". */
export function assessmentList(types: readonly AssessmentType[]): string {
  const names = types.map((type) => ASSESSMENT_NAMES[type]);
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** The dashboard's line: "Your school asks you to complete FutureReady by 12 December". */
export const assignmentMessage = (types: readonly AssessmentType[], dueAt: Date | string): string =>
  `Your school asks you to complete ${assessmentList(types)} by ${dueDay(dueAt)}`;

/** The reminder e-mail's subject and first line. */
export function reminderText(
  kind: ReminderKind | 'manual',
  types: readonly AssessmentType[],
  dueAt: Date | string,
): string {
  const what = assessmentList(types);
  switch (kind) {
    case 'due_in_7d':
      return `Reminder: please complete ${what} by ${dueDay(dueAt)} (one week left)`;
    case 'due_in_1d':
      return `Reminder: please complete ${what} by tomorrow, ${dueDay(dueAt)}`;
    case 'overdue':
      return `Your school asked you to complete ${what} by ${dueDay(dueAt)}: it is not too late`;
    case 'manual':
      return `${assignmentMessage(types, dueAt)}: a reminder from your school`;
  }
}
