import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import type { Manifest, Plugin } from 'vite';
import { inlineStylesheets } from './inline-stylesheets';

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

/** The manifest key of the script chunk named `name` (a codeSplitting group's name). */
export function chunkNamed(manifest: Manifest, name: string): string {
  const key = Object.keys(manifest).find(
    (k) => manifest[k].name === name && manifest[k].file.endsWith('.js'),
  );
  if (!key) throw new Error(`No script chunk named ${name} in the Vite manifest`);
  return key;
}

/**
 * LCP of /dashboard: index.html with the entry's stylesheet written in, its reads'
 * script first, and `modulepreload` hints for the dashboard's chunk (`page`, the group holding
 * the page and its imports, see first-screen-chunks.ts) and whatever it imports beyond the
 * entry's. The browser fetches them beside the entry instead of after the entry has run and the
 * access check has started them, a round trip and the entry's evaluation later. The page stays
 * empty until the app has checked the session, as index.html is, so a signed-out visitor sees
 * nothing of the dashboard (those chunks are fetched for nothing).
 * `earlyReads` (a module importing nothing, built as an entry of its own) starts the first
 * screen's reads while those chunks arrive.
 */
export function dashboardPage(page: string, earlyReads: string): Plugin {
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
      for (const key of staticChunks(manifest, chunkNamed(manifest, page))) {
        if (loaded.has(key)) continue;
        hints.add(manifest[key].file);
        for (const css of manifest[key].css ?? []) styles.add(css);
      }
      // Stylesheets of the dashboard's own (none while its first screen's styles are the
      // entry's), fetched beside the scripts: Vite's loader adds them only on the import.
      const early = manifest[earlyReads]?.file;
      if (!early) throw new Error(`${earlyReads} is not in the Vite manifest`);
      const links = [
        ...[...styles].map((file) => `<link rel="preload" as="style" href="/${file}">`),
        ...[...hints].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
      ].join('\n    ');
      const index = readFileSync(join(outDir, 'index.html'), 'utf8');
      if (!index.includes('</head>')) throw new Error('index.html has no </head>');
      if (!index.includes('</title>')) throw new Error('index.html has no </title>');
      const html = inlineStylesheets(index, outDir)
        .replace(
          '</title>',
          `</title>\n    <script type="module" async crossorigin src="/${early}"></script>`,
        )
        .replace('</head>', `  ${links}\n  </head>`);
      // Sent by the backend's SPA fallback, which reads it once at start.
      writeFileSync(join(outDir, DASHBOARD_PAGE), html);
    },
  };
}
