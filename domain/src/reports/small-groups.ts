/**
 * Children's data rule of the coordinator reports: a group of fewer than 5 students
 * is shown as "fewer than 5", never as a number or a bar, on screen and in CSV. The server
 * applies it before an aggregate leaves it; the back-office only renders what it receives.
 */
export const SMALL_GROUP_MIN = 5;
export const FEWER_THAN_5 = 'fewer than 5';

/** One bar of a distribution: `students` is null when the group is too small to show. */
export type DistributionGroup = { name: string; students: number | null };

/**
 * Hides every group under 5 students; when exactly one group is hidden, the smallest shown
 * group is hidden too, so the hidden number cannot be worked out from a total by subtraction
 * (complementary suppression). Groups come back largest first, hidden ones last, by name.
 */
export function suppressSmallGroups(
  groups: readonly { name: string; students: number }[],
): DistributionGroup[] {
  const sorted = [...groups].sort(
    (a, b) => b.students - a.students || a.name.localeCompare(b.name),
  );
  const hidden = new Set(sorted.filter((g) => g.students < SMALL_GROUP_MIN).map((g) => g.name));
  const shown = sorted.filter((g) => !hidden.has(g.name));
  if (hidden.size === 1 && shown.length) hidden.add(shown[shown.length - 1].name);
  const visible = sorted.filter((g) => !hidden.has(g.name));
  const rest = sorted
    .filter((g) => hidden.has(g.name))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [
    ...visible.map((g) => ({ name: g.name, students: g.students })),
    ...rest.map((g) => ({ name: g.name, students: null })),
  ];
}

/** A count as a person reads it in a table or a CSV cell. */
export const groupLabel = (students: number | null): string =>
  students === null ? FEWER_THAN_5 : String(students);
