import { PART_II, PART_III } from '../assessments/constants';

/**
 * Who a student is compared with (docs/product/reading-reports.md "Percentile bands"). One
 * minimum for every comparison: a facet gets a percentile band only when at least this many
 * completed sessions answered it, checked per facet and per norm group.
 */
export const NORM_MIN_RESPONDENTS = 100;

export type NormScope = 'school' | 'all';

/** A facet's norm group: whose sessions, how many answered the facet, and in words. */
export type FacetNormGroup = {
  scope: NormScope;
  students: number;
  /** Part II and Part III: only students whose earlier answers led them to the facet. */
  routed: boolean;
  /** "among 240 students at your school who answered the same questions" */
  label: string;
};

/**
 * A Part II subject or a Part III specialisation is served only to the students whose earlier
 * answers led there: a routed, self-selected group, never a cross-section of students.
 */
export const isRoutedFacet = (category: string | null | undefined): boolean =>
  category === PART_II || category === PART_III;

const count = (n: number) => n.toLocaleString('en-GB');

/** The group in words, for the report line under a facet's band. */
export function facetGroupLabel(
  facet: string,
  students: number,
  scope: NormScope,
  routed: boolean,
): string {
  if (routed) {
    return (
      `among ${count(students)} students who answered the ${facet} questions ` +
      '(students whose earlier answers led them there, not all students)'
    );
  }
  return scope === 'school'
    ? `among ${count(students)} students at your school who answered the same questions`
    : `among ${count(students)} students who answered the same questions`;
}

/**
 * The group a facet is compared with: the student's school when at least the minimum of its
 * students answered the facet, else all schools, else none. A routed facet is compared across
 * all schools only (a school's routed group is small and no "students at your school").
 */
export function chooseFacetGroup(
  facet: string,
  counts: { school: number | null; all: number },
  routed: boolean,
  min = NORM_MIN_RESPONDENTS,
): FacetNormGroup | null {
  const pick = (scope: NormScope, students: number): FacetNormGroup => ({
    scope,
    students,
    routed,
    label: facetGroupLabel(facet, students, scope, routed),
  });
  if (!routed && counts.school !== null && counts.school >= min) {
    return pick('school', counts.school);
  }
  if (counts.all >= min) return pick('all', counts.all);
  return null;
}

/** Said instead of a band when too few students answered the facet. */
export function notComparedYet(
  facet: string,
  students: number,
  min = NORM_MIN_RESPONDENTS,
): string {
  const who = students === 1 ? 'only 1 student has' : `only ${count(students)} students have`;
  return `Not compared yet: ${who} answered the ${facet} questions so far, and a fair comparison needs at least ${min}.`;
}

/** Said above the table when no facet of the report can be compared yet. */
export const NO_NORM_YET = `No comparison is available yet: fewer than ${NORM_MIN_RESPONDENTS} students have answered these questions.`;
