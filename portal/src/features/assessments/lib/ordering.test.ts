import { question, seededRng } from '../testing/fixtures';
import {
  groupedOrder,
  isSameIdSet,
  isValidGroupedOrder,
  presentationOrder,
  shuffle,
} from './ordering';

const q = (id: number, category: string, subCategory: string) =>
  question({ id, category, subCategory });

const BANK = [
  q(1, 'Sensory', 'Visual'),
  q(2, 'Sensory', 'Visual'),
  q(3, 'Sensory', 'Auditory'),
  q(4, 'Sensory', 'Auditory'),
  q(5, 'Social', 'Collaborative'),
  q(6, 'Social', 'Collaborative'),
  q(7, 'Social', 'Independent'),
];

/** The run of group labels along an order, e.g. Sensory/Visual, Sensory/Auditory… */
const runs = (ids: number[], key: (id: number) => string) =>
  ids.map(key).filter((label, i, all) => i === 0 || all[i - 1] !== label);

describe('ordering', () => {
  it('should shuffle without losing or repeating an item', () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const shuffled = shuffle(items, seededRng(1));
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items);
    expect(shuffled).not.toEqual(items);
  });

  it('should group by category, then sub-category, each group contiguous', () => {
    for (let seed = 1; seed <= 20; seed++) {
      const ids = groupedOrder(BANK, seededRng(seed));
      expect([...ids].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const byId = new Map(BANK.map((x) => [x.id, x]));
      expect(runs(ids, (id) => byId.get(id)!.category)).toHaveLength(2);
      expect(runs(ids, (id) => byId.get(id)!.subCategory)).toHaveLength(4);
      expect(isValidGroupedOrder(ids, BANK)).toBe(true);
    }
  });

  it('should shuffle at each level across seeds', () => {
    const orders = new Set(
      Array.from({ length: 30 }, (_, s) => groupedOrder(BANK, seededRng(s + 1)).join(',')),
    );
    const firstCategories = new Set(
      [...orders].map((o) => (Number(o.split(',')[0]) <= 4 ? 'Sensory' : 'Social')),
    );
    expect(orders.size).toBeGreaterThan(5);
    expect(firstCategories).toEqual(new Set(['Sensory', 'Social']));
  });

  it('should accept a stored order with exactly the fetched ids and contiguous sub-categories', () => {
    expect(isValidGroupedOrder([5, 6, 7, 3, 4, 2, 1], BANK)).toBe(true);
  });

  it.each([
    ['a missing id', [1, 2, 3, 4, 5, 6]],
    ['an unknown id', [1, 2, 3, 4, 5, 6, 7, 8]],
    ['a repeated id', [1, 2, 3, 4, 5, 6, 6]],
    ['an id replaced by another', [1, 2, 3, 4, 5, 6, 9]],
    ['a sub-category split in two', [1, 3, 2, 4, 5, 6, 7]],
    ['a sub-category that comes back later', [1, 2, 3, 4, 5, 7, 6]],
  ])('should refuse a stored order with %s', (_, stored) => {
    expect(isValidGroupedOrder(stored, BANK)).toBe(false);
  });

  it('should compare id sets exactly for the shuffled orders', () => {
    expect(isSameIdSet([3, 1, 2], [{ id: 1 }, { id: 2 }, { id: 3 }])).toBe(true);
    expect(isSameIdSet([3, 1, 1], [{ id: 1 }, { id: 2 }, { id: 3 }])).toBe(false);
    expect(isSameIdSet([3, 1], [{ id: 1 }, { id: 2 }, { id: 3 }])).toBe(false);
  });

  it('should reuse a valid stored order and replace an invalid one', () => {
    expect(presentationOrder('grouped', BANK, [7, 5, 6, 1, 2, 3, 4])).toEqual({
      ids: [7, 5, 6, 1, 2, 3, 4],
      reused: true,
    });
    const replaced = presentationOrder('grouped', BANK, [1, 5, 2, 3, 4, 6, 7], seededRng(3));
    expect(replaced.reused).toBe(false);
    expect(isValidGroupedOrder(replaced.ids, BANK)).toBe(true);
    expect(presentationOrder('shuffled', BANK, [1, 5, 2, 3, 4, 6, 7]).reused).toBe(true);
    expect(presentationOrder('shuffled', BANK, null, seededRng(3)).reused).toBe(false);
  });
});
