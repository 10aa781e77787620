import { fleschKincaidGrade } from '../text/readability';
import { PART_III } from './constants';

/**
 * Rules an item bank must meet to measure each facet
 * (docs/decisions/0020-item-bank-rules-and-codebook.md).
 */
export type BankItem = { text: string; scale: string; reverse: boolean };
export type BankFacet = {
  name: string;
  category: string;
  subCategory: string;
  /** The plain-words explanation printed on the report under the facet's score. */
  note?: string;
  items: readonly BankItem[];
};

/** At least 4 items per facet; a Part III specialisation at least 3. */
export const MIN_ITEMS_PER_FACET = 4;
export const MIN_ITEMS_PER_SPECIALISATION = 3;
/** Highest Flesch–Kincaid grade for one item (US grade 12 ≈ age 18). */
export const MAX_ITEM_GRADE = 12;
/**
 * Highest Flesch–Kincaid grade for a facet note: the report is read by students from 13, so a
 * note must read at grade 9 or below (docs/decisions/0140-notes-and-items-students-can-read.md).
 */
export const MAX_NOTE_GRADE = 9;

/**
 * Words that negate a statement. A reverse-keyed item written as a negation ("… does not
 * interest me") turns "Disagree" into a double negative; it is written as a plain statement of the
 * opposite preference instead ("… bores me"). "Rarely", "seldom", "hardly", "little" and "cannot"
 * negate as much as "not" does.
 */
const NEGATION =
  /\b(?:not|no|never|nothing|nobody|none|neither|nor|without|cannot|hardly|rarely|seldom|little)\b|n['’]t\b/i;

/** The first negating word of a text ("not", "n't", "never", …), or null. */
export function negationIn(text: string): string | null {
  return NEGATION.exec(text)?.[0].toLowerCase() ?? null;
}

/**
 * Balanced keying: half of a facet's items in each direction (2 of 4; 2 or 3 of 5; 1 or 2 of 3),
 * so that agreeing with everything lands in the middle of the scale instead of at the top
 * (docs/decisions/0141-balanced-keying-and-acquiescence.md).
 */
export const isBalanced = (items: number, reversed: number): boolean =>
  reversed >= Math.floor(items / 2) && reversed <= Math.ceil(items / 2);

export const minItemsOf = (facet: Pick<BankFacet, 'category'>): number =>
  facet.category === PART_III ? MIN_ITEMS_PER_SPECIALISATION : MIN_ITEMS_PER_FACET;

/**
 * Every rule broken, one sentence each (empty when the bank passes): item count, both keyings in
 * every multi-item facet and half of its items in each direction (`isBalanced`), one answer scale per
 * block (a category and sub-category shown together), one scale within a facet, a reading
 * level of at most grade 12 per item and of at most grade 9 per facet note, and no negation in a
 * reverse-keyed item.
 */
export function bankViolations(facets: readonly BankFacet[]): string[] {
  const problems: string[] = [];
  const scalesOfBlock = new Map<string, Set<string>>();
  for (const facet of facets) {
    const { items } = facet;
    const min = minItemsOf(facet);
    if (items.length < min) {
      problems.push(`${facet.name}: ${items.length} items, at least ${min} needed`);
    }
    const reversed = items.filter((i) => i.reverse).length;
    if (items.length > 1 && reversed === 0) problems.push(`${facet.name}: no reverse-keyed item`);
    else if (items.length > 1 && reversed === items.length) {
      problems.push(`${facet.name}: no forward-keyed item`);
    } else if (items.length > 1 && !isBalanced(items.length, reversed)) {
      problems.push(
        `${facet.name}: ${reversed} of ${items.length} items reverse-keyed, ` +
          `${Math.floor(items.length / 2)} to ${Math.ceil(items.length / 2)} needed`,
      );
    }
    if (facet.note !== undefined) {
      const grade = fleschKincaidGrade(facet.note);
      if (grade > MAX_NOTE_GRADE) problems.push(`${facet.name}: note reads at grade ${grade}`);
    }
    const block = `${facet.category} / ${facet.subCategory}`;
    const scales = scalesOfBlock.get(block) ?? new Set<string>();
    for (const item of items) {
      scales.add(item.scale);
      const negation = item.reverse ? negationIn(item.text) : null;
      if (negation)
        problems.push(`${facet.name}: reverse-keyed "${item.text}" negates ("${negation}")`);
      const grade = fleschKincaidGrade(item.text);
      if (grade > MAX_ITEM_GRADE) {
        problems.push(`${facet.name}: "${item.text}" reads at grade ${grade}`);
      }
    }
    scalesOfBlock.set(block, scales);
  }
  for (const [block, scales] of scalesOfBlock) {
    if (scales.size > 1) problems.push(`${block}: mixes answer scales ${[...scales].join(', ')}`);
  }
  return problems;
}
