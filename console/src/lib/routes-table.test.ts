import { describe, expect, it } from 'vitest';
import {
  consoleRoutes,
  headedPages,
  href,
  isLandingPath,
  redirectFor,
  routeFor,
} from './routes-table.ts';

describe('redirects (spec §2)', () => {
  it.each([
    ['/', '/index'],
    ['/account', '/account-order'],
    ['/albumOfPainting/12', '/ebook/12'],
    ['/albumOfPaintingTemp/7', '/ebookTemp/7'],
    ['/user-home/5/text', '/user-home/5'],
    ['/user-home/pc/5/intro', '/user-home/pc/5'],
    ['/articlePreview/9/title', '/articlePreview/9'],
  ])('%s → %s', (from, to) => {
    expect(redirectFor(from)).toBe(to);
  });

  it('leaves other paths alone', () => {
    expect(redirectFor('/account-order')).toBeNull();
    expect(redirectFor('/user-home/5')).toBeNull();
    expect(redirectFor('/ebook/12')).toBeNull();
  });
});

describe('routes', () => {
  it('names every account-centre module and the support routes', () => {
    for (const path of [
      '/account-order',
      '/account-billdetail',
      '/account-Development',
      '/account-Support',
    ]) {
      expect(routeFor(path)?.title).toBe('账户中心');
    }
    expect(routeFor('/accountCenter-Support')?.name).toBe('accountCenter-Support');
  });

  it('has unique names and paths', () => {
    expect(new Set(consoleRoutes.map((r) => r.name)).size).toBe(consoleRoutes.length);
    expect(new Set(consoleRoutes.map((r) => r.path)).size).toBe(consoleRoutes.length);
  });

  it('does not match unknown paths (the guard sends them to /404)', () => {
    expect(routeFor('/account-unknown')).toBeUndefined();
    expect(routeFor('/nowhere')).toBeUndefined();
  });

  it('knows which pages belong to the landing app', () => {
    expect(isLandingPath('/index')).toBe(true);
    expect(isLandingPath('/articleContent/3/map/1')).toBe(true);
    expect(isLandingPath('/login')).toBe(false);
    expect(routeFor('/index')).toBeUndefined();
  });

  it('builds typed links', () => {
    expect(href('setmeal')).toBe('/setmeal');
    expect(href('service')).toBe('/service');
  });
});

describe('pages pre-rendered with their heading', () => {
  it('are signed-in pages inside the layout, one file each', () => {
    expect(headedPages.map((p) => p.path)).toContain('/account-order');
    expect(headedPages.find((p) => p.path === '/pg/tpl_management')?.heading).toBe('模板库');
    for (const { path } of headedPages) {
      const route = routeFor(path)!;
      expect(route.public || !route.layout, path).toBe(false);
    }
    expect(new Set(headedPages.map((p) => p.path)).size).toBe(headedPages.length);
  });
});
