import {
  ASSESSMENT_NAMES,
  ASSESSMENT_TYPE_LIST,
  ASSIGNMENT_STATUS_LABELS,
  type AssignmentStatus,
} from '@aspire/domain';

/** The assessments a coordinator may assign, by their students' names. */
export const ASSESSMENT_TYPE_CHOICES = ASSESSMENT_TYPE_LIST.map((id) => ({
  id,
  name: ASSESSMENT_NAMES[id],
}));

export type AssignmentFormValues = {
  assessment_types?: string[];
  year_group?: string | null;
  class_name?: string | null;
  due_at?: string | Date | null;
  message?: string | null;
  school_id?: number | null;
};

/** Form errors before the server's: at least one assessment, a scope and a due date. */
export function validateAssignment(values: AssignmentFormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!values.assessment_types?.length) errors.assessment_types = 'Choose at least one assessment.';
  if (!values.year_group?.trim() && !values.class_name?.trim()) {
    errors.class_name = 'Choose a year group or a class.';
  }
  if (!values.due_at) errors.due_at = 'Choose a due date.';
  return errors;
}

/** What the API receives: empty texts as null, the due date as ISO 8601. */
export function toAssignmentPayload(values: AssignmentFormValues) {
  const text = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
  return {
    assessment_types: values.assessment_types ?? [],
    year_group: text(values.year_group),
    class_name: text(values.class_name),
    due_at: values.due_at ? new Date(values.due_at).toISOString() : '',
    message: text(values.message),
    ...(values.school_id ? { school_id: values.school_id } : {}),
  };
}

/** What an edit sends (PATCH): the same fields, never the school, which does not change. */
export function toAssignmentChanges(values: AssignmentFormValues) {
  const { school_id: _school, ...changes } = toAssignmentPayload(values);
  return changes;
}

/** The delete confirmation: what goes, and that students stop seeing it. */
export const DELETE_ASSIGNMENT_CONFIRM =
  'Delete this assignment? Its students no longer see it on their dashboard and get no more reminders. Their answers stay.';

export const statusLabel = (status: string) =>
  ASSIGNMENT_STATUS_LABELS[status as AssignmentStatus] ?? status;

export const scopeLabel = (r: { year_group?: string | null; class_name?: string | null }) =>
  [r.year_group, r.class_name].filter(Boolean).join(' / ') || '—';
