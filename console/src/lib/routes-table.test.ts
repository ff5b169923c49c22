import { matchPath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import {
  consoleRoutes,
  headedPages,
  href,
  isLandingPath,
  managePages,
  menuLink,
  prerenderedPages,
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

  it('carries the parameters whatever the case or trailing slashes', () => {
    expect(redirectFor('/ALBUMOFPAINTING/12/')).toBe('/ebook/12');
    expect(redirectFor('/user-home/pc/5/intro//')).toBe('/user-home/pc/5');
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

  it('answers as the first route in the table that matches, whatever the case or trailing slashes', () => {
    const paths = consoleRoutes.flatMap(({ path }) => {
      const filled = path.replace(/:[\w-]+/g, '42');
      return [
        filled,
        `${filled}/`,
        `${filled}//`,
        filled.toUpperCase(),
        `${filled}/more`,
        `/x${filled}`,
      ];
    });
    for (const path of [...paths, '/', '', '/pe', '/pe/send_record/7/8', '//account-order']) {
      const firstMatching = consoleRoutes.find((route) =>
        matchPath({ path: route.path, end: true }, path),
      );
      expect(routeFor(path), path).toBe(firstMatching);
    }
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

  it('fills path parameters and puts the others in the query', () => {
    expect(href('send_record_detail', { id: 7 })).toBe('/pe/send_record/7');
    expect(href('setmeal', { currentTab: 'service_communicate' })).toBe(
      '/setmeal?currentTab=service_communicate',
    );
    expect(href('help_center', { id: 5, active: undefined })).toBe('/help_center?id=5');
    expect(href('myTpl', {})).toBe('/myTpl');
  });
});

describe('menus', () => {
  it('links each menu entry to the page naming it, a group to none', () => {
    expect(menuLink('tpl_management')).toBe('/pe/tpl_management');
    expect(menuLink('message5g')).toBe('/pg/my_tpl');
    expect(menuLink('pe_my_tpl')).toBe('/pe/my_tpl');
    expect(menuLink('applets')).toBeUndefined();
  });

  it('links the account centre through its redirect (spec §2)', () => {
    expect(menuLink('account')).toBe('/account');
    expect(redirectFor(menuLink('account')!)).toBe(href('account-order'));
  });
});

describe('the management platform', () => {
  it("is the operators' pages, outside the layout", () => {
    expect(managePages.map((page) => page.name)).toContain('manage_outbox');
    for (const page of managePages) expect(page.layout, page.name).toBe(false);
  });
});

describe('pre-rendered public pages', () => {
  it('are the sign-in pages, registration and the help centre', () => {
    expect(prerenderedPages.map((page) => [page.path, page.layout])).toEqual([
      ['/login', false],
      ['/chatbot_login', false],
      ['/manage_login', false],
      ['/register', true],
      ['/help_center', false],
    ]);
    for (const { path } of prerenderedPages) expect(routeFor(path)?.audience).toBe('public');
  });
});

describe('pages pre-rendered with their heading', () => {
  it('are signed-in pages inside the layout, one file each', () => {
    expect(headedPages.map((p) => p.path)).toContain('/account-order');
    expect(headedPages.find((p) => p.path === '/pg/tpl_management')?.heading).toBe('模板库');
    for (const { path } of headedPages) {
      const route = routeFor(path)!;
      expect(route.audience === 'public' || route.layout === false, path).toBe(false);
    }
    expect(new Set(headedPages.map((p) => p.path)).size).toBe(headedPages.length);
  });
});
