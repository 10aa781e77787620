// Where a test run's time goes: per group (a Jest project, a browser spec file), its files, the
// time they ran for in all, and the span from the first one's start to the last one's end
// (groups run side by side in Jest's workers, so spans overlap and do not add up).
'use strict';

/**
 * @param {{ group: string, file: string, start: number, end: number }[]} runs
 *   one per test file (Jest) or per test (Playwright), times in ms since the epoch
 * @returns {{ group: string, files: number, seconds: number, span: number }[]} slowest first
 */
function summarise(runs) {
  const groups = new Map();
  for (const run of runs) {
    const g = groups.get(run.group) ?? { files: new Set(), ms: 0, start: Infinity, end: 0 };
    g.files.add(run.file);
    g.ms += run.end - run.start;
    g.start = Math.min(g.start, run.start);
    g.end = Math.max(g.end, run.end);
    groups.set(run.group, g);
  }
  return [...groups]
    .map(([group, g]) => ({
      group,
      files: g.files.size,
      seconds: Math.round(g.ms / 100) / 10,
      span: Math.round((g.end - g.start) / 100) / 10,
    }))
    .sort((a, b) => b.seconds - a.seconds || a.group.localeCompare(b.group));
}

/** The slowest `count` files, by their own time. */
function slowestFiles(runs, count) {
  const byFile = new Map();
  for (const run of runs) byFile.set(run.file, (byFile.get(run.file) ?? 0) + run.end - run.start);
  return [...byFile]
    .map(([file, ms]) => ({ file, seconds: Math.round(ms / 100) / 10 }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file))
    .slice(0, count);
}

/** A plain-text table: a title line, then one line per row, columns padded. */
function table(title, header, rows) {
  const lines = [header, ...rows].map((cells) => cells.map(String));
  const widths = header.map((_, i) => Math.max(...lines.map((cells) => cells[i].length)));
  const format = (cells) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  return [title, ...lines.map(format)].join('\n');
}

module.exports = { summarise, slowestFiles, table };
