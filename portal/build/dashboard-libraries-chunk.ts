import type { Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

type ModuleInfoOf = (id: string) => ReturnType<ChunkingContext['getModuleInfo']>;

/** The modules `from` imports statically, directly or through others (itself included). */
function staticImports(from: string, infoOf: ModuleInfoOf): Set<string> {
  const seen = new Set<string>();
  const stack = [from];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(infoOf(id)?.importedIds ?? []));
  }
  return seen;
}

/** The chunk's name (its file is assets/mui-<hash>.js). */
const LIBRARIES_CHUNK = 'mui';

/**
 * Issue 14 (LCP of /dashboard): a `codeSplitting` group's name function that puts the library
 * modules (MUI, Emotion, their helpers) the dashboard imports statically into one chunk. The
 * automatic split made one chunk per set of pages sharing a module: 30 files for the dashboard,
 * 19 of them under 1.5 kB, and on HTTP/1.1 each is a request waiting for one of six connections
 * (Lighthouse's slow 4G charges a round trip and a fresh congestion window per file). Modules the
 * entry imports stay in the entry's files (the first visit to `/` is unchanged), and those of
 * `apart` (the dashboard's reads) keep their small chunks so the reads never wait for this one.
 * Other MUI pages load this chunk too: more bytes than their own share, fewer requests, cached.
 */
export function dashboardLibrariesChunk(entry: string, page: string, apart: string) {
  let members: Set<string> | null = null;
  return (id: string, ctx: ChunkingContext): string | null => {
    if (!members) {
      const infoOf: ModuleInfoOf = (m) => ctx.getModuleInfo(m);
      const elsewhere = new Set([...staticImports(entry, infoOf), ...staticImports(apart, infoOf)]);
      members = new Set(
        [...staticImports(page, infoOf)].filter(
          (m) => m.includes('/node_modules/') && !elsewhere.has(m),
        ),
      );
    }
    return members.has(id) ? LIBRARIES_CHUNK : null;
  };
}
