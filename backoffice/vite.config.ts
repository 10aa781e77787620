import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { compression } from 'vite-plugin-compression2';

// The back-office is served by the backend at `/admin/`; in `vite dev` the API is proxied to it.
export default defineConfig({
  // `.br` and `.gz` beside each built file; the backend serves them (`preCompressed`) to browsers
  // that accept them. Files under 1 kB stay as they are (the headers would outweigh the gain).
  plugins: [
    react(),
    compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024, logLevel: 'silent' }),
  ],
  base: '/admin/',
  resolve: {
    alias: { '@aspire/domain': fileURLToPath(new URL('../domain/src/index.ts', import.meta.url)) },
  },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  // The manifest (dist/.vite/manifest.json) lets e2e/tests/bundle-budget.spec.ts weigh each page's files.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, manifest: true },
});
