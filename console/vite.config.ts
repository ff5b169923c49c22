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
  },
});
