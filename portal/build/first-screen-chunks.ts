import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

/** The modules `from` imports statically, directly or through others (itself included). */
function staticImports(from: string, ctx: ChunkingContext): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * React itself, 60 % of the entry's bytes, in a file of its own: on a fresh connection a file
 * grows its congestion window round trip by round trip, so two files side by side arrive sooner
 * than one of their combined size on Lighthouse's slow 4G.
 */
const REACT = /\/node_modules\/(react|react-dom|scheduler)\//;

/**
 * The first screens' stylesheets join the entry's, so that one stylesheet, written into both
 * pre-drawn pages (sign-in.html, dashboard.html), styles either: no request before the paint.
 */
const STYLES = /\.css$/;

/**
 * LCP: a `codeSplitting` group's name function that gives the first screens their
 * modules in a few files instead of one per set of pages sharing them. Lighthouse's slow 4G on
 * HTTP/1.1 charges each file a connection and a share of the bandwidth while it waits for its
 * first byte: the 27 small files before the dashboard's first paint cost more than their bytes.
 * The entry's imports go into `shell` (every page loads them all anyway), React apart (see
 * above); the dashboard's page and its other imports into `dashboard` (the app's import of the
 * page loads that one file); every first-screen stylesheet into the entry's (see STYLES). The
 * entry stays a chunk of its own.
 */
export function firstScreenChunks(entry: string, page: string) {
  let groups: Map<string, string> | null = null;
  const build = (ctx: ChunkingContext) => {
    const named = new Map<string, string>();
    for (const [from, name] of [
      [entry, 'shell'],
      [page, 'dashboard'],
    ] as const) {
      for (const m of staticImports(from, ctx)) {
        if (named.has(m) || m === entry) continue;
        named.set(m, name === 'shell' && REACT.test(m) ? 'react' : STYLES.test(m) ? 'shell' : name);
      }
    }
    return named;
  };
  return (id: string, ctx: ChunkingContext): string | null => {
    groups ??= build(ctx);
    return groups.get(id) ?? null;
  };
}
