import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { dashboardLibrariesChunk } from './build/dashboard-libraries-chunk';
import { dashboardPage } from './build/dashboard-page';
import { prerenderSignIn } from './build/prerender-sign-in';

// The portal is served by the backend at `/`; in `vite dev` the API is proxied to it.
const resolve = {
  alias: { '@aspire/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
};

/** The dashboard's page and the chunk its first reads start from (issue 14, LCP of /dashboard). */
const DASHBOARD = 'src/features/dashboard/components/DashboardPage.tsx';
const DASHBOARD_READS = 'src/features/dashboard/lib/prefetch.ts';
const absolute = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // `.br` and `.gz` beside each built file; the backend serves them (`preCompressed`) to browsers
  // that accept them. Files under 1 kB stay as they are (the headers would outweigh the gain).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    prerenderSignIn(resolve),
    dashboardPage([DASHBOARD_READS, DASHBOARD]),
  ],
  base: '/',
  resolve,
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    // The manifest (dist/.vite/manifest.json) lets e2e/tests/bundle-budget.spec.ts weigh each page.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: dashboardLibrariesChunk(
                absolute('src/main.tsx'),
                absolute(DASHBOARD),
                absolute(DASHBOARD_READS),
              ),
              // Only the modules named go in: their own imports (React among them) stay where
              // the automatic split puts them, so the entry never imports this chunk.
              includeDependenciesRecursively: false,
              debugName: 'dashboard libraries',
            },
          ],
        },
      },
    },
  },
});
