import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
  // Both apps live under /v2/; separate asset folders keep their builds from colliding on the server.
  base: '/v2/',
  build: {
    assetsDir: 'landing-assets',
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What the page loads at once stays in its entry. Otherwise a deferred part that shares
          // only React with it (the content refresh) moves React into a chunk of its own: one more
          // request before hydration, and less compression.
          groups: [{ name: 'index', tags: ['$initial'] }],
        },
      },
    },
  },
  // `npm run dev` talks to a service started with `npm start` on its default port.
  server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
});
