import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The scripts of the public pages the service renders (`api/src/public-pages/`), one entry per
 * page kind: built apart from the home page (`--mode public-pages`), so that none of them shares
 * the home page's chunk, with a manifest that names their files.
 */
export const publicPageEntries = {
  formFill: 'src/features/form-fill/island.ts',
  article: 'src/features/article/island.ts',
  ebook: 'src/features/album/island.ts',
  userHome: 'src/features/user-home/island.ts',
} as const;

export default defineConfig(({ mode }) => ({
  // Short class names in every build, the public pages' included: the service renders their
  // markup with the server build, whose names must match the stylesheet's.
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: mode === 'development' ? 'debug' : 'short' }),
  ],
  // Both apps live under /v2/; separate asset folders keep their builds from colliding on the server.
  base: '/v2/',
  build:
    mode === 'public-pages'
      ? {
          assetsDir: 'landing-assets',
          outDir: 'dist',
          emptyOutDir: false,
          manifest: 'public-pages-manifest.json',
          rolldownOptions: { input: publicPageEntries },
        }
      : {
          assetsDir: 'landing-assets',
          outDir: 'dist',
          emptyOutDir: true,
          rolldownOptions: {
            output: {
              codeSplitting: {
                // What the page loads at once stays in its entry. Otherwise a deferred part that
                // shares only React with it (the content refresh) moves React into a chunk of its
                // own: one more request before hydration, and less compression.
                groups: [{ name: 'index', tags: ['$initial'] }],
              },
            },
          },
        },
  // `npm run dev` talks to a service started with `npm start` on its default port.
  server: { proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' } },
}));
