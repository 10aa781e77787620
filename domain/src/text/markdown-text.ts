/**
 * Markdown as a person would type it ("Copy Insights" copies readable text). Covers
 * what generated guidance uses: headings, bold/italic, bullet and numbered lists, inline code,
 * links and rules. Line structure is kept; markers are dropped or become plain equivalents.
 */
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;
const BULLET = /^(\s*)[-*+•]\s+(.*)$/;
const RULE = /^\s{0,3}([-*_])(\s*\1){2,}\s*$/;
const QUOTE = /^\s{0,3}>\s?(.*)$/;

function inline(text: string): string {
  return (
    text
      // images and links: keep the words, and the address when it adds something
      .replace(/!\[([^\]]*)\]\(([^)\s]+)[^)]*\)/g, '$1')
      .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label: string, url: string) =>
        label === url ? url : `${label} (${url})`,
      )
      .replace(/`([^`]+)`/g, '$1')
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*])\*(?=\S)([^*]*?\S)\*(?!\w)/g, '$1$2')
      .replace(/(^|[^\w_])_(?=\S)([^_]*?\S)_(?!\w)/g, '$1$2')
      .replace(/~~(?=\S)([\s\S]*?\S)~~/g, '$1')
  );
}

export function markdownToText(markdown: string): string {
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  for (const line of lines) {
    if (RULE.test(line)) {
      out.push('');
      continue;
    }
    const heading = HEADING.exec(line);
    const quote = QUOTE.exec(line);
    const bullet = BULLET.exec(line);
    if (heading) out.push(inline(heading[1] ?? ''));
    else if (bullet) out.push(`${bullet[1] ?? ''}• ${inline(bullet[2] ?? '')}`);
    else if (quote) out.push(inline(quote[1] ?? ''));
    else out.push(inline(line.replace(/\s+$/, '')));
  }
  return out
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
