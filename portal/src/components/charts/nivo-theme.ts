import type { KeyboardEvent, MouseEvent } from 'react';
import { CHART_GRID, CHART_TEXT } from '../../config/palette';
import { CHART_COLORS, type ClickAnchor } from './chart-types';

export const PALETTE = CHART_COLORS;
export const TEXT = CHART_TEXT;
export const chartTheme = {
  text: { fontSize: 12, fill: TEXT },
  grid: { line: { stroke: CHART_GRID } },
  axis: { ticks: { text: { fontSize: 12, fill: TEXT } } },
};

export const anchorOf = (event: MouseEvent<Element>): ClickAnchor => ({
  top: event.clientY,
  left: event.clientX,
});

export function anchorOfElement(event: KeyboardEvent<Element>): ClickAnchor {
  const rect = event.currentTarget.getBoundingClientRect();
  return { top: rect.bottom, left: rect.left };
}
