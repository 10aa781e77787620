/**
 * The report PDFs' fonts (docs/decisions/0280-report-pdf-unicode-font.md): DejaVu Sans, embedded
 * as a subset of the glyphs used, so a name or an insight in any European script prints as
 * written. pdfkit reads and caches each file by its path.
 */
const ttf = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);

export const FONT = { regular: ttf('DejaVuSans'), bold: ttf('DejaVuSans-Bold') } as const;
