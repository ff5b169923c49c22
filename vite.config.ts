// Used by Storybook (it loads <configDir>/../vite.config.ts). Vitest has its own vitest.config.ts.
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin()],
});
