import { FEWER_THAN_5, groupLabel, suppressSmallGroups } from './small-groups';
import { conversionRate } from './funnel';

describe('suppressSmallGroups', () => {
  it('should hide every group under 5 students and keep the others largest first', () => {
    expect(
      suppressSmallGroups([
        { name: 'Physics', students: 4 },
        { name: 'History', students: 9 },
        { name: 'Art', students: 1 },
        { name: 'Maths', students: 12 },
      ]),
    ).toEqual([
      { name: 'Maths', students: 12 },
      { name: 'History', students: 9 },
      { name: 'Art', students: null },
      { name: 'Physics', students: null },
    ]);
  });

  it('should also hide the smallest shown group when only one group is small', () => {
    expect(
      suppressSmallGroups([
        { name: 'Physics', students: 3 },
        { name: 'History', students: 6 },
        { name: 'Maths', students: 12 },
      ]),
    ).toEqual([
      { name: 'Maths', students: 12 },
      { name: 'History', students: null },
      { name: 'Physics', students: null },
    ]);
  });

  it('should show 5 students as a number', () => {
    expect(suppressSmallGroups([{ name: 'Maths', students: 5 }])).toEqual([
      { name: 'Maths', students: 5 },
    ]);
  });

  it('should label a hidden group "fewer than 5"', () => {
    expect(groupLabel(null)).toBe(FEWER_THAN_5);
    expect(groupLabel(7)).toBe('7');
  });
});

describe('conversionRate', () => {
  it('should give a per cent with one decimal, null from nothing', () => {
    expect(conversionRate(2, 3)).toBe(66.7);
    expect(conversionRate(0, 0)).toBeNull();
    expect(conversionRate(3, null)).toBeNull();
  });
});
