import {
  BALANCED_MOTIVATION_MAX_GAP,
  motivationBalance,
  sectionMotivationBalance,
} from './motivation';

const section = (intrinsic: number, extrinsic: number) => ({
  labels: ['Intrinsic Motivation', 'Extrinsic Motivation'],
  datasets: [{ data: [intrinsic, extrinsic] }],
});

describe('motivation balance', () => {
  it('should call half a scale point or less balanced', () => {
    expect(BALANCED_MOTIVATION_MAX_GAP).toBe(0.5);
    expect(motivationBalance(3, 3)).toBe('balanced');
    expect(motivationBalance(4, 3.5)).toBe('balanced');
    expect(motivationBalance(3.5, 4)).toBe('balanced');
    expect(motivationBalance(3.6, 3.1)).toBe('balanced');
  });

  it('should name the higher side past the threshold', () => {
    expect(motivationBalance(4.5, 2.5)).toBe('intrinsic');
    expect(motivationBalance(4.5, 3)).toBe('intrinsic');
    expect(motivationBalance(3, 3.75)).toBe('extrinsic');
  });

  it('should read a section by its labels, in any order', () => {
    expect(sectionMotivationBalance(section(4.5, 2.5))).toBe('intrinsic');
    expect(
      sectionMotivationBalance({
        labels: ['Extrinsic Motivation', 'Intrinsic Motivation'],
        datasets: [{ data: [4.5, 2.5] }],
      }),
    ).toBe('extrinsic');
    expect(sectionMotivationBalance(section(3.2, 3))).toBe('balanced');
  });

  it('should answer null without both averages', () => {
    expect(sectionMotivationBalance(null)).toBeNull();
    expect(
      sectionMotivationBalance({ labels: ['Intrinsic Motivation'], datasets: [{ data: [4] }] }),
    ).toBeNull();
  });
});
