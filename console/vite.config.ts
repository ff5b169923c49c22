import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Both apps live under /v2/; separate asset folders keep their builds from colliding on the server.
  base: '/v2/',
  build: {
    assetsDir: 'console-assets',
    outDir: 'dist',
    emptyOutDir: true,
    // build.mjs reads which chunks and styles each pre-rendered page's route module needs.
    manifest: true,
    // One stylesheet (about 13 KB gzip) instead of one per chunk: a single render-blocking
    // request for the pre-rendered pages, and no unstyled moment when a route's chunk arrives.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the first page loads at once stays in the entry, as the landing does: fewer,
          // larger files rather than a long modulepreload list.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
});
