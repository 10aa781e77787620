import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { createServer, type Plugin, type UserConfig } from 'vite';
import { inlineStylesheets } from './inline-stylesheets';

/**
 * The entry's `modulepreload` hints taken out of the drawn page: the screen is already painted
 * from the HTML, and fetching every chunk before that paint is what Lighthouse's simulation
 * charges to LCP (quiet machine, 7 runs each: 1,780–1,960 ms with the hints, 667–1,360 ms
 * without). The chunks are still fetched, as the entry imports them; the form is interactive one
 * round trip later on a slow network, while it is already visible.
 */
function withoutModulePreloads(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
}

/** The page served at `/` and /login (the backend's PORTAL_ROUTE_PAGES). */
export const SIGN_IN_PAGE = 'sign-in.html';

/**
 * LCP of `/`: after the build, draws the sign-in screen with react-dom/server and
 * writes it into a copy of index.html as sign-in.html, its names and links as tokens. The backend
 * fills them with its configuration, compresses the page at start and serves it at `/` and
 * /login only; every other path keeps the empty index.html, so no route flashes the sign-in form. The render goes through a
 * Vite server in middleware mode so the app's TSX, CSS imports and aliases load as in the build.
 */
export function prerenderSignIn(resolve: UserConfig['resolve']): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'aspire:prerender-sign-in',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolvePath(config.root, config.build.outDir);
    },
    async closeBundle() {
      const server = await createServer({
        configFile: false,
        root,
        resolve,
        logLevel: 'error',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const entry = await server.ssrLoadModule('/src/prerender/sign-in-page.tsx');
        const body = (entry.renderSignInPage as () => string)();
        // React writes `<!--$!-->` where a part failed to render on the server and left to the
        // browser: the page would show its fallback, then redraw (LCP of `/`).
        if (body.includes('<!--$!-->')) {
          throw new Error(
            'The sign-in page failed to render at build time (an errored Suspense boundary)',
          );
        }
        // The screen's own title from the first paint (the empty pages name the product alone).
        const title = `<title>${(entry.signInTitle as () => string)()}</title>`;
        const index = readFileSync(join(outDir, 'index.html'), 'utf8').replace(
          /<title>[^<]*<\/title>/,
          () => title,
        );
        const empty = '<div id="root"></div>';
        if (!index.includes(empty)) throw new Error(`index.html has no ${empty}`);
        // A function, so that no `$&` in the drawn text reads as a replacement pattern.
        const page = withoutModulePreloads(inlineStylesheets(index, outDir)).replace(
          empty,
          () => `<div id="root">${body}</div>`,
        );
        const file = join(outDir, SIGN_IN_PAGE);
        writeFileSync(file, page);
      } finally {
        await server.close();
      }
    },
  };
}
