import { describe, expect, it } from 'vitest';
import { manageLandingPath, platformRedirect } from './manage-pages.ts';
import { managePages, routeFor } from './routes-table.ts';

describe('management platform pages', () => {
  it('lists the twelve pages, orders first', () => {
    expect(managePages.map((page) => page.path)).toEqual([
      '/manage/orders',
      '/manage/registrations',
      '/manage/applications',
      '/manage/companies',
      '/manage/chatbots',
      '/manage/templates',
      '/manage/miniApps',
      '/manage/articles',
      '/manage/tasks',
      '/manage/feedback',
      '/manage/payee_account',
      '/manage/outbox',
    ]);
    expect(manageLandingPath).toBe('/manage/orders');
  });

  it('keeps operators on the management pages', () => {
    expect(platformRedirect(3, routeFor('/manage/companies'))).toBeNull();
    expect(platformRedirect(3, routeFor('/account-order'))).toBe('/manage/orders');
    expect(platformRedirect(3, routeFor('/pg/tpl_management'))).toBe('/manage/orders');
  });

  it('keeps everyone else off them', () => {
    expect(platformRedirect(1, routeFor('/manage/orders'))).toBe('/403');
    expect(platformRedirect(2, routeFor('/manage/registrations'))).toBe('/403');
    expect(platformRedirect(1, routeFor('/account-order'))).toBeNull();
  });

  it('leaves public pages, unknown pages and signed-out visitors to the other rules', () => {
    expect(platformRedirect(3, routeFor('/help_center'))).toBeNull();
    expect(platformRedirect(3, routeFor('/no/such/page'))).toBeNull();
    expect(platformRedirect(undefined, routeFor('/manage/orders'))).toBeNull();
  });
});
