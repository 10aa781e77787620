import { keyedOptions } from '../../src';
import { ServedItem } from './answers';

/** A five-point agreement scale in screen order, scored 1–5 (keyed per item). */
export const AGREE5 = [
  'Strongly disagree',
  'Disagree',
  'Neither agree nor disagree',
  'Agree',
  'Strongly agree',
].map((optionText, i) => ({ optionText, score: i + 1 }));

export type LikertFacet = {
  facet: string;
  category?: string;
  subCategory?: string;
  /** Forward-keyed items, then `reverse` reverse-keyed ones. */
  forward: number;
  reverse?: number;
};

/**
 * Items of made-up facets on a five-point scale, ids from `firstId` in order: an instrument for
 * pure tests that need no database (a served bank works the same).
 */
export function likertItems(facets: readonly LikertFacet[], firstId = 1): ServedItem[] {
  let id = firstId;
  return facets.flatMap((f) =>
    [
      ...Array.from({ length: f.forward }, () => 'forward' as const),
      ...Array.from({ length: f.reverse ?? 0 }, () => 'reverse' as const),
    ].map((keying) => ({
      id: id++,
      facet: f.facet,
      category: f.category ?? 'FutureReady',
      subCategory: f.subCategory ?? f.facet,
      taxonomy: [],
      options: keyedOptions(AGREE5, keying),
    })),
  );
}
