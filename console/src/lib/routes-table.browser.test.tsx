import { describe, expect, it } from 'vitest';
import { consoleRoutes, prerenderedPages } from './routes-table.ts';

describe('the route table', () => {
  it("loads every page's module, the page as its Component", async () => {
    for (const route of consoleRoutes) {
      expect(typeof (await route.page()).Component, route.name).toBe('function');
    }
  });

  it("names a pre-rendered page's module as the module it loads", async () => {
    for (const { path, module, page } of prerenderedPages) {
      const named: unknown = await import(/* @vite-ignore */ `/console/${module}`);
      expect(await page(), path).toBe(named);
    }
  });
});
