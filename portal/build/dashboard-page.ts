import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import type { Manifest, Plugin } from 'vite';

/** The page the backend answers `/dashboard` with (DEFAULT_FRONT_ENDS' `routePages`). */
const DASHBOARD_PAGE = 'dashboard.html';

/** The manifest keys `from` imports statically, directly or through others (itself included). */
function staticChunks(manifest: Manifest, from: string, seen = new Set<string>()): Set<string> {
  if (seen.has(from)) return seen;
  if (!manifest[from]) throw new Error(`${from} is not in the Vite manifest`);
  seen.add(from);
  for (const imported of manifest[from].imports ?? []) staticChunks(manifest, imported, seen);
  return seen;
}

/**
 * Issue 14 (LCP of /dashboard): index.html with `modulepreload` hints for the dashboard's chunks
 * beyond the entry's, its reads' chunk first, and `preload` hints for their stylesheets. The browser fetches them beside the entry instead of
 * after the entry has run and the access check has started them, a round trip and the entry's
 * evaluation later. The page stays empty until the app has checked the session, as index.html
 * is, so a signed-out visitor sees nothing of the dashboard (those chunks are fetched for nothing).
 * Before them, `earlyReads` (a module importing nothing, built as an entry of its own) starts the
 * first screen's reads while those chunks arrive.
 */
export function dashboardPage(modules: string[], earlyReads: string): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'aspire:dashboard-page',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolvePath(config.root, config.build.outDir);
    },
    buildStart() {
      this.emitFile({ type: 'chunk', id: resolvePath(root, earlyReads), name: 'early-reads' });
    },
    closeBundle() {
      const manifest = JSON.parse(
        readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'),
      ) as Manifest;
      const loaded = staticChunks(manifest, 'index.html');
      const hints = new Set<string>();
      const styles = new Set<string>();
      for (const module of modules) {
        for (const key of staticChunks(manifest, module)) {
          if (loaded.has(key)) continue;
          hints.add(manifest[key].file);
          for (const css of manifest[key].css ?? []) styles.add(css);
        }
      }
      // The first screen's stylesheets (issue 14: drawn without MUI, styled by plain CSS), fetched
      // beside the scripts: Vite's loader adds them only when the page's chunk is imported.
      // The first reads, started by a file of their own (src/early-reads.ts), first of all.
      const early = manifest[earlyReads]?.file;
      if (!early) throw new Error(`${earlyReads} is not in the Vite manifest`);
      const links = [
        ...[...styles].map((file) => `<link rel="preload" as="style" href="/${file}">`),
        ...[...hints].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('\n    ');
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!index.includes('</head>')) throw new Error('index.html has no </head>');
      if (!index.includes('</title>')) throw new Error('index.html has no </title>');
      const page = index
        .replace(
          '</title>',
          `</title>\n    <script type="module" async crossorigin src="/${early}"></script>`,
        )
        .replace('</head>', `  ${links}\n  </head>`);
      // Sent by the backend's SPA fallback, which reads it once at start and sends it as it is.
      writeFileSync(join(outDir, DASHBOARD_PAGE), page);
    },
  };
}
