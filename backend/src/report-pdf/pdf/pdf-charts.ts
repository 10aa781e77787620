import { FONT } from './pdf-fonts';

/** The drawing surface of a pdfkit document that the charts use. */
export type Canvas = PDFKit.PDFDocument;

export type Bar = { label: string; value: number };

const LABEL_WIDTH = 170;
const BAR_HEIGHT = 12;
const ROW_GAP = 6;
const INK = '#1f2937';
const BAR = '#2f5d8a';
const GRID = '#d1d5db';

/**
 * A horizontal bar chart drawn as vector paths (one rectangle per facet, on a scale with its
 * grid lines), so the PDF holds the numbers as shapes that print sharply at any size, and the
 * labels as real text. `max` is the scale's end (the instrument's highest option score).
 */
export function barChart(doc: Canvas, bars: readonly Bar[], max: number): void {
  const x = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const plot = width - LABEL_WIDTH - 40;
  const height = bars.length * (BAR_HEIGHT + ROW_GAP) + 16;
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const top = doc.y;
  const left = x + LABEL_WIDTH;
  // The scale: a line at every whole point, labelled below.
  doc.save().lineWidth(0.5).strokeColor(GRID);
  for (let tick = 0; tick <= max; tick++) {
    const at = left + (plot * tick) / max;
    doc
      .moveTo(at, top)
      .lineTo(at, top + height - 14)
      .stroke();
  }
  doc.restore();
  doc.fontSize(7).fillColor(INK);
  for (let tick = 0; tick <= max; tick++) {
    const at = left + (plot * tick) / max;
    doc.text(String(tick), at - 5, top + height - 12, {
      width: 10,
      align: 'center',
      lineBreak: false,
    });
  }
  bars.forEach((bar, i) => {
    const y = top + i * (BAR_HEIGHT + ROW_GAP);
    const length = (plot * Math.max(0, Math.min(bar.value, max))) / max;
    doc.fontSize(8).fillColor(INK);
    doc.text(bar.label, x, y + 2, {
      width: LABEL_WIDTH - 8,
      height: BAR_HEIGHT,
      ellipsis: true,
      lineBreak: false,
    });
    doc.rect(left, y, length, BAR_HEIGHT).fill(BAR);
    doc.fillColor(INK).text(bar.value.toFixed(2), left + length + 4, y + 2, { lineBreak: false });
  });
  doc.x = x;
  doc.y = top + height + 8;
}

export type Column = { title: string; width: number; align?: 'left' | 'right' };

/** A plain table: a header row, then one row per record, page breaks between rows. */
export function table(doc: Canvas, columns: readonly Column[], rows: readonly string[][]): void {
  const x = doc.page.margins.left;
  const row = (cells: readonly string[], bold: boolean) => {
    if (doc.y + 16 > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const y = doc.y;
    let at = x;
    doc
      .font(bold ? FONT.bold : FONT.regular)
      .fontSize(8)
      .fillColor(INK);
    columns.forEach((column, i) => {
      doc.text(cells[i] ?? '', at + 2, y + 3, {
        width: column.width - 4,
        align: column.align ?? 'left',
        lineBreak: false,
        ellipsis: true,
      });
      at += column.width;
    });
    const total = columns.reduce((sum, c) => sum + c.width, 0);
    doc
      .save()
      .lineWidth(0.5)
      .strokeColor(GRID)
      .moveTo(x, y + 14)
      .lineTo(x + total, y + 14)
      .stroke()
      .restore();
    doc.x = x;
    doc.y = y + 15;
  };
  row(
    columns.map((c) => c.title),
    true,
  );
  for (const cells of rows) row(cells, false);
  doc.font(FONT.regular);
  doc.moveDown(0.5);
}
