import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { dashboardPage } from './build/dashboard-page';
import { firstScreenChunks } from './build/first-screen-chunks';
import { prerenderSignIn } from './build/prerender-sign-in';
import { productNameInPages } from './build/product-name';

// The portal is served by the backend at `/`; in `vite dev` the API is proxied to it.
const resolve = {
  alias: { '@aspire/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
};

/** The dashboard's page (LCP of /dashboard). */
const DASHBOARD = 'src/features/dashboard/components/DashboardPage.tsx';
const absolute = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  // `.br` and `.gz` beside each built file; the backend serves them (`preCompressed`) to browsers
  // that accept them. Files under 1 kB stay as they are (the headers would outweigh the gain).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    productNameInPages(),
    prerenderSignIn(resolve),
    dashboardPage('dashboard', 'src/early-reads.ts'),
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
              name: firstScreenChunks(absolute('src/main.tsx'), absolute(DASHBOARD)),
              // Only the modules named go in, not what they import from elsewhere.
              includeDependenciesRecursively: false,
              debugName: 'first screens',
            },
          ],
        },
      },
    },
  },
});
