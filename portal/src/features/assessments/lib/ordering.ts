/** A source of numbers in [0, 1): Math.random in the browser, a seeded one in tests. */
export type Rng = () => number;

type Grouped = { id: number; category: string; subCategory: string };

/** Fisher–Yates: a new array in a random order. */
export function shuffle<T>(items: readonly T[], rng: Rng = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [result[i], result[j]] = [result[j], result[i]];
  }
  return result;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/**
 * Ordering (docs/product/assessments.md, "Taking an assessment"; FutureReady, StudyStyle, and
 * UniReady Part II): grouped by category, then sub-category, with a shuffled order at each level
 * (categories, sub-categories, questions).
 */
export function groupedOrder(questions: readonly Grouped[], rng: Rng = Math.random): number[] {
  const categories = groupBy(questions, (q) => q.category);
  return shuffle([...categories.values()], rng).flatMap((inCategory) =>
    shuffle([...groupBy(inCategory, (q) => q.subCategory).values()], rng).flatMap((group) =>
      shuffle(group, rng).map((q) => q.id),
    ),
  );
}

/** The stored ids are exactly the fetched ones: same count, no duplicate, none unknown. */
export function isSameIdSet(stored: readonly number[], questions: readonly { id: number }[]) {
  const fetched = new Set(questions.map((q) => q.id));
  const storedSet = new Set(stored);
  return (
    stored.length === fetched.size &&
    storedSet.size === stored.length &&
    stored.every((id) => fetched.has(id))
  );
}

/**
 * A stored grouped order is reused only if it matches the fetched ids exactly and
 * keeps each sub-category (within its category) contiguous.
 */
export function isValidGroupedOrder(
  stored: readonly number[],
  questions: readonly Grouped[],
): boolean {
  if (!isSameIdSet(stored, questions)) return false;
  const byId = new Map(questions.map((q) => [q.id, q]));
  const finished = new Set<string>();
  let current: string | null = null;
  for (const id of stored) {
    const q = byId.get(id)!;
    const group = `${q.category}\u0000${q.subCategory}`;
    if (group === current) continue;
    if (finished.has(group)) return false;
    if (current !== null) finished.add(current);
    current = group;
  }
  return true;
}

export type OrderRule = 'grouped' | 'shuffled';

/** The order to present: the stored one when valid for the rule, else a new one. */
export function presentationOrder(
  rule: OrderRule,
  questions: readonly Grouped[],
  stored: readonly number[] | null,
  rng: Rng = Math.random,
): { ids: number[]; reused: boolean } {
  const valid =
    stored !== null &&
    (rule === 'grouped' ? isValidGroupedOrder(stored, questions) : isSameIdSet(stored, questions));
  if (valid) return { ids: [...stored], reused: true };
  return {
    ids:
      rule === 'grouped' ? groupedOrder(questions, rng) : shuffle(questions, rng).map((q) => q.id),
    reused: false,
  };
}
