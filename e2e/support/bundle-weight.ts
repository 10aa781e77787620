import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

// Portal weight: what a first visit downloads, read from the Vite build output
// (dist/.vite/manifest.json) so that the figure is the same on every run and every machine.

const REPO_ROOT = join(__dirname, '..', '..');
export const PORTAL_DIST = join(REPO_ROOT, 'portal', 'dist');
export const BACKOFFICE_DIST = join(REPO_ROOT, 'backoffice', 'dist');

/**
 * The budgets (docs/decisions/0046-light-first-screens.md), in bytes of gzipped JS and CSS
 * (1 kB = 1000 bytes, as Vite prints them).
 */
export const BUDGETS = {
  /** First visit to `/`: the entry, the sign-in screen's chunk and everything they import. */
  portalSignIn: 120_000,
  /** The chart chunk (nivo), loaded by the report pages only. */
  portalCharts: 100_000,
  /** First visit to `/admin/`: the back-office entry and everything it imports. */
  backoffice: 400_000,
};

/** The source modules whose chunks a first visit loads, beside the entry (index.html). */
export const SIGN_IN_PAGE = 'src/features/auth/components/AuthScreen.tsx';
export const CHART_MODULE = 'src/components/charts/nivo-charts.ts';
/**
 * The chunk holding the dashboard's page and its first screen (portal/build/first-screen-chunks.ts),
 * preloaded by the page at /dashboard; its first reads are part of the entry.
 */
export const DASHBOARD_CHUNK = 'dashboard';

type ManifestChunk = {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

export type FileWeight = { file: string; gzip: number };
export type Weight = { files: FileWeight[]; total: number };

export function readManifest(dist: string): Manifest {
  return JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
}

/** Bytes of `content` once gzipped (level 9, like a server's static pre-compression). */
export function gzipBytes(content: Buffer | string): number {
  return gzipSync(content, { level: 9 }).length;
}

/**
 * The files a browser fetches for the given manifest keys: each chunk, its CSS and, recursively,
 * its static imports (never its dynamic ones: those load only when a page asks for them).
 */
export function staticClosure(manifest: Manifest, keys: string[]): string[] {
  const files = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return [...files].filter((file) => /\.(js|css)$/.test(file)).sort();
}

/** The gzipped weight of the given built files of one front end. */
export function weigh(dist: string, files: string[]): Weight {
  const weights = files.map((file) => ({ file, gzip: gzipBytes(readFileSync(join(dist, file))) }));
  return { files: weights, total: weights.reduce((sum, w) => sum + w.gzip, 0) };
}

/** The dashboard's built files of one kind (`.js`, `.css`) beyond the entry's. */
function dashboardFiles(extension: '.js' | '.css'): string[] {
  const portal = readManifest(PORTAL_DIST);
  const entry = new Set(staticClosure(portal, [entryKey(portal)]));
  const chunk = Object.keys(portal).find(
    (key) => portal[key].name === DASHBOARD_CHUNK && portal[key].file.endsWith('.js'),
  );
  if (!chunk) throw new Error(`No script chunk named ${DASHBOARD_CHUNK} in the Vite manifest`);
  return staticClosure(portal, [chunk])
    .filter((file) => file.endsWith(extension) && !entry.has(file))
    .sort();
}

/** The scripts the dashboard imports statically beyond the entry's (LCP of /dashboard). */
export const dashboardScripts = (): string[] => dashboardFiles('.js');

/** The dashboard's stylesheets beyond the entry's (its first screen is plain CSS). */
export const dashboardStyles = (): string[] => dashboardFiles('.css');

const entryKey = (manifest: Manifest) => {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('The Vite manifest has no entry');
  return entry;
};

/** The three budgeted figures, measured from the build output. */
export function measureBuild(): { signIn: Weight; charts: Weight; backoffice: Weight } {
  const portal = readManifest(PORTAL_DIST);
  const backoffice = readManifest(BACKOFFICE_DIST);
  return {
    // The sign-in screen is part of the entry; were it split off again, its chunk counts too.
    signIn: weigh(
      PORTAL_DIST,
      staticClosure(portal, [entryKey(portal), ...(portal[SIGN_IN_PAGE] ? [SIGN_IN_PAGE] : [])]),
    ),
    charts: weigh(PORTAL_DIST, [portal[CHART_MODULE].file]),
    backoffice: weigh(BACKOFFICE_DIST, staticClosure(backoffice, [entryKey(backoffice)])),
  };
}

/** A weight in kB with one decimal, for messages. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/** One line per file, heaviest first: what to look at when a budget fails. */
export const describeWeight = (weight: Weight) =>
  [...weight.files]
    .sort((a, b) => b.gzip - a.gzip)
    .map((f) => `  ${kB(f.gzip).padStart(9)}  ${f.file}`)
    .join('\n');
