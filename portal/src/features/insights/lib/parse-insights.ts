/** A run of text, bold when it sat between `**` markers. */
export type Segment = { text: string; bold: boolean };

export type InsightBlock =
  | { kind: 'heading'; segments: Segment[] }
  /** consecutive lines; each line is kept (rendered with a line break between) */
  | { kind: 'paragraph'; lines: Segment[][] }
  | { kind: 'list'; ordered: boolean; items: Segment[][] };

const MARKER = '**';

/**
 * `**bold**` markers become bold runs; a marker without its partner stays as text
 * (docs/product/dashboard.md). The result is plain data, rendered as React text nodes
 * (never as HTML).
 */
export function parseBold(line: string): Segment[] {
  const segments: Segment[] = [];
  const push = (text: string, bold: boolean) => {
    if (!text) return;
    const last = segments[segments.length - 1];
    if (last && last.bold === bold) last.text += text;
    else segments.push({ text, bold });
  };
  let rest = line;
  for (;;) {
    const open = rest.indexOf(MARKER);
    const close = open < 0 ? -1 : rest.indexOf(MARKER, open + MARKER.length);
    if (close < 0) break;
    push(rest.slice(0, open), false);
    push(rest.slice(open + MARKER.length, close), true);
    rest = rest.slice(close + MARKER.length);
  }
  push(rest, false);
  return segments;
}

const HEADING = /^#{1,6}\s+(.*)$/;
const BULLET = /^([-*•]|\d+[.)])\s+(.*)$/;

/** A heading line: `# Title`, or a line that is one bold run (`**Your next steps**`). */
function headingOf(line: string): Segment[] | null {
  const marked = HEADING.exec(line);
  if (marked) return parseBold(marked[1] ?? '');
  const segments = parseBold(line);
  return segments.length === 1 && segments[0]?.bold ? segments : null;
}

/**
 * Splits generated text into headings, lists (`- …`, `* …`, `1. …`) and paragraphs (consecutive
 * plain lines; a blank line ends one).
 */
export function parseInsights(text: string): InsightBlock[] {
  const blocks: InsightBlock[] = [];
  let paragraph: Segment[][] = [];
  const endParagraph = () => {
    if (paragraph.length) blocks.push({ kind: 'paragraph', lines: paragraph });
    paragraph = [];
  };
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trim();
    const heading = line ? headingOf(line) : null;
    const bullet = BULLET.exec(line);
    if (!line || heading || bullet) endParagraph();
    if (heading) {
      blocks.push({ kind: 'heading', segments: heading });
    } else if (bullet) {
      const ordered = /^\d/.test(bullet[1] ?? '');
      const item = parseBold(bullet[2] ?? '');
      const last = blocks[blocks.length - 1];
      if (last?.kind === 'list' && last.ordered === ordered) last.items.push(item);
      else blocks.push({ kind: 'list', ordered, items: [item] });
    } else if (line) {
      paragraph.push(parseBold(line));
    }
  }
  endParagraph();
  return blocks;
}
