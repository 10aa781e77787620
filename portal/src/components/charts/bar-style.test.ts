import { AREA_COLORS, contrastRatio } from '../../config/palette';
import { barColor, insideLabel } from './bar-style';

describe('bar labels', () => {
  it('should keep the dimmed label at 4.5:1 or more against its bar', () => {
    const label = insideLabel({ x: 0, width: 400 }, 'Extrinsic Motivation: 2.5', 'dim');
    expect(label.onBar).toBe(true);
    expect(label.fontWeight).toBe(400);
    expect(contrastRatio(label.fill, barColor('Career', 'dim'))).toBeGreaterThanOrEqual(4.5);
  });

  it('should keep the strong label bold at 4.5:1 or more', () => {
    const label = insideLabel({ x: 0, width: 400 }, 'Intrinsic Motivation: 4.5', 'strong');
    expect(label.fontWeight).toBe(700);
    expect(contrastRatio(label.fill, barColor('Career', 'strong'))).toBeGreaterThanOrEqual(4.5);
  });

  it('should put a label that does not fit after its bar, in dark ink on the white chart', () => {
    const label = insideLabel({ x: 20, width: 60 }, 'Extrinsic Motivation: 1.0', 'dim');
    expect(label.onBar).toBe(false);
    expect(label.x).toBe(86);
    expect(contrastRatio(label.fill, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });

  it('should colour bars by assessment area', () => {
    expect(barColor('Career')).toBe(AREA_COLORS.Career.main);
    expect(barColor('Learning', 'dim')).toBe(AREA_COLORS.Learning.dim);
    expect(barColor()).toBe(AREA_COLORS.Subject.main);
  });
});
