/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';

// The Go server serves dist/ in production; `make dev` runs this dev server
// and the Go server proxies the console to it, so the API stays same-origin.
export default defineConfig({
  plugins: [react()],
  // The Go server replaces this placeholder with each page load's CSP nonce
  // (web/embed.go): Vite writes it on the script, link and style tags and
  // on a <meta property="csp-nonce"> tag, from which emotion reads it
  // (src/lib/csp-nonce.ts).
  html: { cspNonce: '__CSP_NONCE__' },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    port: 5173,
    strictPort: true,
    proxy: {
      '/authgateway': 'http://localhost:8080',
      '/api': 'http://localhost:8080',
      '/healthz': 'http://localhost:8080',
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // No manualChunks: rolldown moves the shared MUI modules into a manual
    // chunk, which then loads on every page. Lazy routes already split MUI X
    // (grid, pickers), the tree and the charts into chunks of their own.
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./src/test/setup.ts'],
    css: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // CI shares two cores with the Go suites' servers: a whole-app render
    // has taken over 5 s there (the default), so a test gets a minute.
    testTimeout: 60_000,
    // Vitest's default is one worker less than the cores: on this 2-core
    // machine one worker ran the 126 files one after another (781 s); the
    // main process is idle while they run, so two workers use both cores.
    maxWorkers: 2,
  },
});
