import { existsSync } from 'node:fs';
import { openSync, type Font } from 'fontkit';

/**
 * The report PDFs' fonts (docs/decisions/0280-report-pdf-unicode-font.md): DejaVu Sans, embedded
 * as a subset of the glyphs used, so a name or an insight in any European script prints as
 * written. pdfkit reads and caches each file by its path.
 */
const ttf = (name: string) => require.resolve(`dejavu-fonts-ttf/ttf/${name}.ttf`);

export const FONT = { regular: ttf('DejaVuSans'), bold: ttf('DejaVuSans-Bold') } as const;
export type Weight = keyof typeof FONT;

/** A face pdfkit can select: a file, and the face's name inside a collection. */
export type Face = { path: string; family?: string };

/**
 * Chinese, Japanese and Korean, which DejaVu Sans lacks: Noto Sans CJK from Debian's
 * `fonts-noto-cjk` (the Docker image and CI install it; without it those characters print as
 * boxes, as before). One collection holds a face per language; Han characters differ in form
 * between them, so text with kana reads the Japanese face, with Hangul the Korean one.
 */
export const CJK_DIR = '/usr/share/fonts/opentype/noto';
const CJK_FILE: Record<Weight, string> = {
  regular: `${CJK_DIR}/NotoSansCJK-Regular.ttc`,
  bold: `${CJK_DIR}/NotoSansCJK-Bold.ttc`,
};
const KANA = /[\u3040-\u30ff]/;
const HANGUL = /[\u1100-\u11ff\u3130-\u318f\uac00-\ud7af]/;

function cjkFace(weight: Weight, text: string): Face | null {
  const path = CJK_FILE[weight];
  if (!existsSync(path)) return null;
  const language = KANA.test(text) ? 'jp' : HANGUL.test(text) ? 'kr' : 'sc';
  return { path, family: `NotoSansCJK${language}-${weight === 'bold' ? 'Bold' : 'Regular'}` };
}

const opened = new Map<string, Font>();
/** The face's glyph table, read once per process (a CJK collection is about 20 MB). */
function glyphs(face: Face): Font {
  const key = `${face.path}#${face.family ?? ''}`;
  let font = opened.get(key);
  if (!font) {
    font = openSync(face.path, face.family) as Font;
    opened.set(key, font);
  }
  return font;
}

/**
 * `text` cut into runs each written in one face: DejaVu Sans wherever it has the glyph, the CJK
 * face for what it lacks and the CJK face has; anything neither has stays in DejaVu Sans.
 */
export function fontRuns(text: string, weight: Weight): { face: Face; text: string }[] {
  const base: Face = { path: FONT[weight] };
  const cjk = cjkFace(weight, text);
  // Looked up once: the CJK collection is opened only when DejaVu Sans lacks a character.
  const baseGlyphs = cjk && glyphs(base);
  const runs: { face: Face; text: string }[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const face =
      baseGlyphs && !baseGlyphs.hasGlyphForCodePoint(code) && glyphs(cjk).hasGlyphForCodePoint(code)
        ? cjk
        : base;
    const last = runs[runs.length - 1];
    if (last?.face === face) last.text += char;
    else runs.push({ face, text: char });
  }
  return runs;
}
