import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { basePath, type UserInfo } from '../../../api/src/contract/index.ts';
import { createNonce } from '../../../api/src/contract/nonce.ts';
import { demoAccounts } from '../../../api/src/seed/accounts.ts';
import { saveSession } from '../../../console/src/lib/session.ts';
import { axeResults } from './axe.ts';
import { formHydrated, settled } from './waits.ts';

/** Who signs in: a seeded demo account, or a company a journey opened (`freshTrialAccount`). */
export interface Credentials {
  account: string;
  password: string;
  /** 1 console, 2 chatbot platform, 3 management platform; the API's default when left out. */
  platform?: number;
}

type DemoName = (typeof demoAccounts)[number]['account'] extends `demo_${infer Name}`
  ? Name
  : never;

/** A seeded demo account (api/src/seed/accounts.ts): `demo('gold')` is demo_gold. */
export function demo(name: DemoName): Credentials {
  return demoAccounts.find((a) => a.account === `demo_${name}`)!;
}

/** The login form (`/v2/login` and the other platforms' login pages) once hydrated. */
export const loginFormHydrated = (page: Page) => formHydrated(page, '5G智能平台', '登录');

/** Opens a pre-rendered login or registration page and waits for its script: the form, hydrated. */
export async function openPrerenderedForm(page: Page, path: string) {
  await page.goto(path);
  return path.endsWith('register')
    ? formHydrated(page, '注册账号', '注册')
    : loginFormHydrated(page);
}

/** A page at `path` in a browser context with scripts off, as its HTML alone shows it, for `check`. */
export async function withoutScripts(
  browser: Browser,
  path: string,
  check: (page: Page) => Promise<void>,
) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await check(page);
  } finally {
    await context.close();
  }
}

/** Signs in through the real login page at `at`; the caller checks where the account lands. */
export async function signIn(page: Page, who: Credentials, at = '/v2/login') {
  await page.goto(at);
  await page.getByLabel('账号').fill(who.account);
  await page.getByLabel('密码').fill(who.password);
  await page.getByRole('button', { name: '登录' }).click();
}

/** The console's landing page for a customer: the template library, drawn. */
async function expectTemplateLibrary(page: Page) {
  await expect(page).toHaveURL(/\/v2\/pg\/tpl_management$/);
  await expect(page.getByRole('heading', { level: 1, name: '模板库' })).toBeVisible();
}

/**
 * Signs a customer in through the login form at `at` (journeys about signing in) and waits for
 * the console's landing page, the template library, drawn: a sign-in opens the console with a
 * full page load.
 */
export async function signInThroughForm(page: Page, who: Credentials, at = '/v2/login') {
  await signIn(page, who, at);
  await expectTemplateLibrary(page);
}

/** Local storage as a `Storage` the console's session functions can work on, outside a browser. */
function storeOf(entries: Map<string, string>) {
  return {
    get length() {
      return entries.size;
    },
    key: (index: number) => [...entries.keys()][index] ?? null,
    getItem: (key: string) => entries.get(key) ?? null,
    setItem: (key: string, value: string) => void entries.set(key, value),
    removeItem: (key: string) => void entries.delete(key),
  };
}

/**
 * Opens the console signed in as `who` without going through the login form, for journeys whose
 * subject is not signing in: the API's sign-in (a new session, ending that account's last, as the
 * form's does), its answer stored in the page's local storage by the console's own `saveSession`,
 * as the login page stores it, then the page the account lands on loaded.
 */
export async function openSignedIn(page: Page, who: Credentials) {
  const user = await api(page.request).call<UserInfo>('login', {
    account: who.account,
    password: who.password,
    ...(who.platform && { platform: who.platform }),
  });
  // Any page of the product's origin gives access to its storage; this one loads no script.
  await page.goto('/readyz');
  const entries = new Map(Object.entries(await page.evaluate(() => ({ ...localStorage }))));
  const landing = saveSession(storeOf(entries), user);
  await page.evaluate(
    (stored) => {
      localStorage.clear();
      for (const [key, value] of stored) localStorage.setItem(key, value);
    },
    [...entries],
  );
  await page.goto(basePath + landing);
}

/**
 * Opens the console as a customer, signed in (without the login form: `signInThroughForm` is for
 * journeys about signing in), and waits for its landing page, the template library, drawn.
 */
export async function signInToConsole(page: Page, who: Credentials) {
  await openSignedIn(page, who);
  await expectTemplateLibrary(page);
}

/** The operator, signed in on the management platform in a browser of their own. */
export async function operatorPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, demo('operator'));
  await expect(page).toHaveURL(/\/v2\/manage\/orders$/);
  await expect(page.getByRole('heading', { level: 1, name: '订单审核' })).toBeVisible();
  return page;
}

/** axe finds nothing on the settled page. */
export async function expectNoAxeViolations(page: Page, label: string) {
  await settled(page);
  expect((await axeResults(page)).violations, label).toEqual([]);
}

/** Messages (toasts) saying exactly `text`. */
export const toasts = (page: Page, text: string) =>
  page.getByRole('region', { name: '消息通知' }).getByText(text, { exact: true });

/** The API's answer: `data` is whatever JSON the call returns. */
interface Envelope {
  code: number;
  msg: string;
  data: ReturnType<typeof JSON.parse>;
}

/**
 * The API as one session (`token`), or as a visitor without one: `envelope` posts with a fresh
 * nonce and returns the answer; `call` returns its data and fails the test unless it succeeded.
 */
export function api(request: APIRequestContext, token?: string) {
  const headers = (): Record<string, string> =>
    token ? { authorization: token, nonce: createNonce(token) } : {};
  const envelope = async (path: string, data: unknown = {}) => {
    const res = await request.post(`/api/platform/${path}`, { headers: headers(), data });
    return (await res.json()) as Envelope;
  };
  const call = async <T = Envelope['data']>(path: string, data: unknown = {}) => {
    const body = await envelope(path, data);
    expect(body.code, `${path}: ${body.msg}`).toBe(0);
    return body.data as T;
  };
  /** Uploads a file as a form's file field does (auth/upload): its id. */
  const upload = async (file: { name: string; mimeType: string; buffer: Buffer }) => {
    const res = await request.post('/api/platform/auth/upload', {
      headers: headers(),
      multipart: { file },
    });
    const body = (await res.json()) as Envelope;
    expect(body.code, `upload: ${body.msg}`).toBe(0);
    return body.data as string;
  };
  return { envelope, call, upload };
}

export type Api = ReturnType<typeof api>;

/** Signs in through the API (each sign-in starts a new session, ending that account's last). */
export async function apiAs(request: APIRequestContext, who: Credentials) {
  const { token } = await api(request).call<{ token: string }>('login', {
    account: who.account,
    password: who.password,
    ...(who.platform && { platform: who.platform }),
  });
  return api(request, token);
}

/** The API as the user signed in on `page`, in the session the console keeps. */
export async function apiOf(request: APIRequestContext, page: Page) {
  return api(request, await page.evaluate(() => localStorage.getItem('token') ?? ''));
}

/**
 * The latest SMS code sent to a phone (for `purpose`, a word of the message, when given), read
 * from the outbox by the management platform.
 */
export async function codeSentTo(request: APIRequestContext, phone: string, purpose = '') {
  const operator = await apiAs(request, demo('operator'));
  const outbox = await operator.call<{ list: { recipient: string; body: string }[] }>(
    'manage/outbox',
    { page: 1, pageSize: 50 },
  );
  const body = outbox.list.find((m) => m.recipient === phone && m.body.includes(purpose))?.body;
  return /验证码 (\d{6})/.exec(body ?? '')?.[1] ?? '';
}
