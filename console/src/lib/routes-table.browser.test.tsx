import { describe, expect, it } from 'vitest';
import { consoleRoutes, prerenderedPages } from './routes-table.ts';

describe('the route table', () => {
  // One test a page: each module's first load (transformed on demand) has a time limit of its own.
  it.each(consoleRoutes.map((route) => [route.name, route] as const))(
    "loads the %s page's module, the page as its Component",
    async (_name, route) => {
      expect(typeof (await route.page()).Component).toBe('function');
    },
  );

  it("names a pre-rendered page's module as the module it loads", async () => {
    for (const { path, module, page } of prerenderedPages) {
      const named: unknown = await import(/* @vite-ignore */ `/console/${module}`);
      expect(await page(), path).toBe(named);
    }
  });
});
