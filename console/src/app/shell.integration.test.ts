import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../api/test/helper.ts';
import type { UserInfo } from '@p5g/api/contract';
import { ApiCallError, createApiClient } from '../lib/api-client.ts';
import { createFailureHandler } from '../lib/failure-handler.ts';
import { guardRedirect, pageTitle } from '../lib/navigation-rules.ts';
import { consoleRoutes, redirectFor, routeFor } from '../lib/routes-table.ts';
import { endSession, saveSession, storageKeys } from '../lib/session.ts';
import { sideMenuFor, topModules } from './shell/shell-menus.ts';
import { fetchThrough, realClient } from '../lib/testing/real-api.ts';

const receipt = fs
  .readFileSync(new URL('../../../api/src/seed/assets/transfer-receipt.png', import.meta.url))
  .toString('base64');

const demo = {
  gold: ['demo_gold', 'Cctv5G@Gold', 1],
  sub: ['demo_sub', 'Cctv5G@Sub', 1],
  trial: ['demo_trial', 'Cctv5G@Trial', 1],
  pending: ['demo_pending', 'Cctv5G@Wait', 1],
  chatbot: ['demo_chatbot', 'Cctv5G@Bot', 2],
  operator: ['demo_operator', 'Cctv5G@Admin', 3],
} as const;
type Demo = keyof typeof demo;

/** Signs a demo account in: its client and the user the server confirms. */
async function signIn(who: Demo) {
  const c = realClient(t);
  const [account, password, platform] = demo[who];
  await c.signIn(account, password, platform);
  return { ...c, user: await c.api.call('userInfo') };
}

let t: TestApp;
// One session per account for the whole file: logins are rate-limited per address.
const sessions = {} as Record<Demo, Awaited<ReturnType<typeof signIn>>>;
const signedIn = async (who: Demo) => sessions[who];
beforeAll(async () => {
  t = await buildTestApp();
  for (const who of Object.keys(demo) as Demo[]) sessions[who] = await signIn(who);
});
afterAll(() => t.close());

/** A local storage stand-in holding what the console keeps there. */
function memoryStore() {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

/**
 * The app's failure handler with its effects recorded, the real session rules on a stored
 * session, and a clock the test moves.
 */
function recordedHandler(user?: UserInfo) {
  const store = memoryStore();
  if (user) saveSession(store, user);
  store.setItem(storageKeys.sideMenuPosition, '{"x":10,"y":20}');
  const effects: string[] = [];
  let clock = 0;
  const timers: { at: number; run: () => void }[] = [];
  const handle = createFailureHandler({
    showMessage: (text) => effects.push(`message ${text}`),
    goTo: (path) => effects.push(`go ${decodeURIComponent(path)}`),
    endSession: () => {
      effects.push('end session');
      return endSession(store);
    },
    openUpgradePrompt: (text) => effects.push(`upgrade prompt ${text}`),
    later: (run, ms) => timers.push({ at: clock + ms, run }),
    now: () => clock,
  });
  const advance = (ms: number) => {
    clock += ms;
    for (const timer of timers.filter((x) => x.at <= clock)) {
      timers.splice(timers.indexOf(timer), 1);
      timer.run();
    }
  };
  const fail = async (call: Promise<unknown>) => {
    const error = await call.then(
      () => new Error('expected the call to fail'),
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiCallError);
    handle(error);
  };
  return { store, effects, advance, fail };
}

describe('guard, titles and redirects for the demo accounts', () => {
  it('lets each account through the pages the API lets it use (one permission rule)', async () => {
    for (const who of ['gold', 'trial', 'chatbot'] as const) {
      const { user } = await signedIn(who);
      const denied = consoleRoutes.filter(
        (route) => route.audience !== 'operator' && guardRedirect(route, user) !== null,
      );
      expect(denied, who).toEqual([]);
    }
    const sub = (await signedIn('sub')).user;
    const deniedToSub = consoleRoutes
      .filter((route) => route.audience !== 'operator' && guardRedirect(route, sub) !== null)
      .map((route) => route.name);
    expect(deniedToSub).toEqual(
      expect.arrayContaining(['account-order', 'setmeal', 'serviceManage', 'service']),
    );
    expect(deniedToSub).not.toContain('my_tpl');
    expect(deniedToSub).not.toContain('account_platform');
    const pending = (await signedIn('pending')).user;
    expect(guardRedirect(routeFor('/account-order'), pending)).toBe('/audit_pending');
  });

  it('refuses in the API exactly what the guard refuses the sub-account (1007 for a manager call)', async () => {
    const sub = await signedIn('sub');
    await expect(sub.api.call('orders', { page: 1, pageSize: 10 })).rejects.toMatchObject({
      failure: { code: 1007 },
    });
    await expect(sub.api.call('templateList', { page: 1, pageSize: 10 })).resolves.toBeDefined();
  });

  it('sends unnamed pages to /404 and follows the spec redirects', () => {
    expect(guardRedirect(routeFor('/no/such/page'), null)).toBe('/404');
    expect(redirectFor('/account')).toBe('/account-order');
    expect(redirectFor('/')).toBe('/index');
  });

  it('titles the shell pages', () => {
    const titleOf = (path: string) => pageTitle(routeFor(path)?.title);
    expect(titleOf('/help_center')).toBe('帮助中心_5G智能平台_央视网');
    expect(titleOf('/test')).toBe('测试_5G智能平台_央视网');
    expect(titleOf('/serviceAgreement')).toBe('服务协议_5G智能平台_央视网');
    expect(titleOf('/privacyAgreement')).toBe('隐私政策_5G智能平台_央视网');
    expect(titleOf('/pg_information')).toBe('消息中心_5G智能平台_央视网');
    expect(titleOf('/account/account_platform')).toBe('平台管理_5G智能平台_央视网');
  });
});

describe('menus from the menu lists the server gives', () => {
  it('gives the manager every module and side item, the sub-account only its own', async () => {
    const gold = (await signedIn('gold')).user;
    expect(gold.authMenuList).toBeNull();
    expect(topModules(gold)).toHaveLength(7);
    expect(sideMenuFor(gold).map((l) => l.title)).toEqual([
      '服务号管理',
      '账户中心',
      '通讯录',
      '素材库',
      '下载中心',
      '模板',
    ]);

    const sub = (await signedIn('sub')).user;
    expect(sub.isChatBotManager).toBe(false);
    expect(topModules(sub).map((m) => [m.title, m.tabs.map((tab) => tab.title)])).toEqual([
      ['5G消息', ['模板库', '我的模板', '发送记录', '发送查询']],
    ]);
    expect(sideMenuFor(sub).map((l) => l.title)).toEqual(['通讯录', '素材库']);
  });

  it('gives the other platforms the full menu as managers', async () => {
    for (const who of ['chatbot', 'trial'] as const) {
      const { user } = await signedIn(who);
      expect(
        sideMenuFor(user).map((l) => l.name),
        who,
      ).toContain('account');
    }
  });

  it('links only to pages the console has (no menu entry ends on /404)', async () => {
    const gold = (await signedIn('gold')).user;
    const paths = [
      ...topModules(gold).flatMap((m) => [m.path, ...m.tabs.map((tab) => tab.path)]),
      ...sideMenuFor(gold).map((l) => l.path),
    ];
    for (const path of paths) {
      const target = redirectFor(path) ?? path;
      expect(routeFor(target)?.name, path).toBeDefined();
    }
  });
});

describe('the spec §8 catalogue, from real refusals of the service', () => {
  it('1003: message for 3 s, then the session ends (kept keys only) and login with the message; debounced', async () => {
    const anonymous = realClient(t);
    const { user } = await signedIn('gold');
    const h = recordedHandler({ ...user, token: 'stored-token' });
    await h.fail(anonymous.api.call('userInfo'));
    await h.fail(anonymous.api.call('balance'));
    expect(h.effects).toEqual(['message 登录已过期，请重新登录']);
    h.advance(2999);
    expect(h.effects).toHaveLength(1);
    h.advance(1);
    expect(h.effects).toEqual([
      'message 登录已过期，请重新登录',
      'end session',
      'go /login?content=登录已过期，请重新登录',
    ]);
    expect([...h.store.map.keys()].sort()).toEqual([
      storageKeys.platform,
      storageKeys.sensitiveInfo,
    ]);
  });

  it('1006: a session ended by a sign-in elsewhere returns to the login of its own platform', async () => {
    const first = await signedIn('chatbot');
    await signIn('chatbot');
    const h = recordedHandler({ ...first.user, token: first.token()! });
    await h.fail(first.api.call('userInfo'));
    h.advance(3000);
    expect(h.effects).toEqual([
      'message 您的账号已在其他地方登录或已退出，请重新登录',
      'end session',
      'go /chatbot_login?content=您的账号已在其他地方登录或已退出，请重新登录',
    ]);
  });

  it('1007: message, then /403', async () => {
    const gold = await signedIn('gold');
    const h = recordedHandler();
    await h.fail(gold.api.call('manageOutbox', { page: 1, pageSize: 10 }));
    expect(h.effects).toEqual(['message 暂无权限', 'go /403']);
  });

  it('HTTP 403: straight to /403 (a file of another company, read without its signature)', async () => {
    const gold = await signedIn('gold');
    const trial = await signedIn('trial');
    const signed = await gold.api.call('uploadPicBase64', { base64: receipt });
    const unsigned = new URL(signed, 'http://x').pathname;
    const asTrial = createApiClient({
      tokens: { get: () => trial.token(), set: () => undefined },
      fetch: (_url, init) => fetchThrough(t.app)(unsigned, init),
      now: () => t.clock.now().getTime(),
    });
    const h = recordedHandler();
    await h.fail(asTrial.download('file', {}));
    expect(h.effects).toEqual(['go /403']);
  });

  it('3006: the level prompt with the server message (a trial buys a showcase above its tier)', async () => {
    const trial = await signedIn('trial');
    const operator = await signedIn('operator');
    const { serviceOrderProducts, medProducts, cusProducts } = await trial.api.call('productAll');
    const showcase = [
      ...serviceOrderProducts.productSets,
      ...serviceOrderProducts.defProducts,
      ...medProducts,
      ...cusProducts,
    ].find((p) => p.name === '优秀微应用展示')!;
    const { orderNo } = await trial.api.call('charge', {
      pay: 1,
      flowNo: 'LS20261122009',
      prove: await trial.api.call('uploadPicBase64', { base64: receipt }),
      remark: '对公转账',
      chargeList: [{ id: showcase.id, repetitions: 1 }],
      requestKey: 'shell-integration-key-1',
    });
    await operator.api.call('manageReviewOrder', { orderNo, action: 'approve' });
    const services = await trial.api.call('serviceOrders', {
      orderType: 11,
      page: 1,
      pageSize: 4,
    });
    const h = recordedHandler();
    await h.fail(trial.api.call('confirmServiceOrder', { id: services.list[0]!.id, type: 1 }));
    expect(h.effects).toEqual(['upgrade prompt 当前客户等级暂不能激活该权益，请升级后再试']);
  });

  it('other refusals: the server message (1002, a 400 naming the field, 1404)', async () => {
    const h = recordedHandler();
    await h.fail(realClient(t).api.call('login', { account: 'demo_gold', password: 'Nope9xyz' }));
    await h.fail(realClient(t).api.call('checkNameIsUnique', { name: '9lives' }));
    await h.fail(realClient(t).api.call('helpArticle', { id: 999 }));
    expect(h.effects).toEqual([
      'message 账号或密码错误',
      'message 账号须以字母开头，4至20位字母、数字或下划线',
      'message 请求的资源不存在',
    ]);
  });

  it('transport failures: 系统错误 without an answer, the maintenance message on a 503', async () => {
    // No endpoint answers 503 or nothing: these are what a proxy in front of it does.
    const through = (respond: typeof fetch) =>
      createApiClient({ tokens: { get: () => null, set: () => undefined }, fetch: respond });
    const h = recordedHandler();
    await h.fail(through(() => Promise.reject(new TypeError('fetch failed'))).call('helpList'));
    await h.fail(
      through(async () => new Response('<h1>Service Unavailable</h1>', { status: 503 })).call(
        'helpList',
      ),
    );
    expect(h.effects).toEqual(['message 系统错误', 'message 系统升级或维护中，请稍后再试']);
  });
});
