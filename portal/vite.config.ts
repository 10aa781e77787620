import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';
import { prerenderSignIn } from './build/prerender-sign-in';

// The portal is served by the backend at `/`; in `vite dev` the API is proxied to it.
const resolve = {
  alias: { '@aspire/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
};

export default defineConfig({
  // `.br` and `.gz` beside each built file; the backend serves them (`preCompressed`) to browsers
  // that accept them. Files under 1 kB stay as they are (the headers would outweigh the gain).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
    prerenderSignIn(resolve),
  ],
  base: '/',
  resolve,
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest (dist/.vite/manifest.json) lets e2e/tests/bundle-budget.spec.ts weigh each page.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
});
