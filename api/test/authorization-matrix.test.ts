import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashPassword } from '../src/accounts/accounts.ts';
import { codes } from '../src/contract/codes.ts';
import { endpoints, type Endpoint, type EndpointName } from '../src/contract/endpoints.ts';
import { createNonce, nonceHeader } from '../src/contract/nonce.ts';
import { allMenuNames } from '../src/contract/menus.ts';
import { grantsOf, mayCall, type Caller } from '../src/contract/permissions.ts';
import { grantableMenuNames } from '../src/contract/schemas/team.ts';
import { newId } from '../src/db/ids.ts';
import { roles, users } from '../src/db/schema.ts';
import { allowListedIp, buildTestApp, type TestApp } from './helper.ts';

/**
 * Every endpoint of the contract called by every kind of caller, with a valid nonce: what the guard
 * lets through and what it refuses must be exactly what the endpoint's declared permission says.
 * Refused: 1003 without a session, 1007 otherwise. Let through: anything else (the empty payload
 * usually fails validation with 1001, which only a caller past the guard can see).
 */
type Role = {
  name: string;
  /** The caller as the permission rule sees it; null = anonymous. */
  caller: Caller | null;
  token?: string;
};

let t: TestApp;
let goldCompanyId: bigint;
const roleList: Role[] = [];

async function subAccount(companyId: bigint, account: string, menuNames: string[]) {
  const roleId = newId();
  await t.db.insert(roles).values({ id: roleId, companyId, name: `${account}的角色`, menuNames });
  await t.db.insert(users).values({
    id: newId(),
    companyId,
    account,
    passwordHash: await hashPassword('Matrix@Sub9'),
    showName: account,
    roleId,
    isChatBotManager: false,
  });
  return t.login(account, 'Matrix@Sub9');
}

beforeAll(async () => {
  t = await buildTestApp();
  const [gold] = await t.db.select().from(users).where(eq(users.account, 'demo_gold'));
  goldCompanyId = gold!.companyId!;
  const customer = (isChatBotManager: boolean, grantedMenus: string[] | null, platform = 1) => ({
    platform,
    userStatus: 1,
    isChatBotManager,
    grantedMenus,
  });
  const png =
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
  const uploaded = await t.call<string>(
    'uploadPicBase64',
    { base64: png },
    { token: await t.login('demo_gold', 'Cctv5G@Gold') },
  );
  signedFileUrl = uploaded.body.data;
  roleList.push(
    { name: 'anonymous', caller: null },
    {
      name: 'awaiting audit',
      caller: { platform: 1, userStatus: 0, isChatBotManager: true, grantedMenus: null },
      token: await t.login('demo_pending', 'Cctv5G@Wait'),
    },
    {
      name: 'sub-account without the menu',
      caller: customer(false, []),
      token: await subAccount(gold!.companyId!, 'matrix_none', []),
    },
    {
      name: 'sub-account with the menu',
      caller: customer(false, allMenuNames),
      token: await subAccount(gold!.companyId!, 'matrix_all', allMenuNames),
    },
    {
      name: 'manager',
      caller: customer(true, null),
      token: await t.login('demo_gold', 'Cctv5G@Gold'),
    },
    {
      name: 'manager of another company',
      caller: customer(true, null),
      token: await t.login('demo_trial', 'Cctv5G@Trial'),
    },
    {
      name: 'chatbot platform',
      caller: customer(true, null, 2),
      token: await t.login('demo_chatbot', 'Cctv5G@Bot', 2),
    },
    {
      name: 'operator',
      caller: { platform: 3, userStatus: 1, isChatBotManager: false, grantedMenus: null },
      token: await t.login('demo_operator', 'Cctv5G@Admin', 3),
    },
  );
});
afterAll(() => t.close());

/**
 * GET files/:id, the one endpoint with a path id: a file shown through its signed URL, as every
 * page shows files, opens for anyone.
 */
let signedFileUrl: string;
async function callFile(token?: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: signedFileUrl,
    headers: token
      ? { authorization: token, [nonceHeader]: createNonce(token, t.clock.now().getTime()) }
      : {},
    remoteAddress: allowListedIp,
  });
  return { status: res.statusCode, body: { code: res.statusCode === 200 ? 0 : -1 } };
}

// Logging out ends the session the other calls use: it goes last.
const names = (Object.keys(endpoints) as EndpointName[]).sort(
  (a, b) => Number(a === 'logout') - Number(b === 'logout'),
);

describe('authorization matrix', () => {
  it('covers every endpoint and every kind of caller', () => {
    expect(roleList.map((r) => r.name)).toHaveLength(8);
    expect(names).toHaveLength(Object.keys(endpoints).length);
  });

  it('declares only menu names the console has, and only on customer endpoints', () => {
    for (const [name, endpoint] of Object.entries(endpoints) as [EndpointName, Endpoint][]) {
      if (!endpoint.menu) continue;
      for (const menu of grantsOf(endpoint.menu)) expect(allMenuNames, name).toContain(menu);
      expect(endpoint.access, name).toBe('user');
    }
  });

  it('lets through exactly the callers each endpoint declares', async () => {
    const unexpected: string[] = [];
    for (const name of names) {
      const endpoint: Endpoint = endpoints[name];
      for (const role of roleList) {
        const res =
          name === 'file'
            ? await callFile(role.token)
            : await t.call(name, {}, { token: role.token, ip: allowListedIp });
        const refused =
          res.body.code === codes.sessionExpired ||
          res.body.code === codes.sessionRevoked ||
          res.body.code === codes.noPermission;
        const expected = mayCall(endpoint, role.caller);
        if (expected === refused || res.status >= 500) {
          unexpected.push(
            `${name} (${endpoint.access}${endpoint.menu ? `, ${endpoint.menu}` : ''}) as ${role.name}: ` +
              `expected ${expected ? 'through' : 'refused'}, got HTTP ${res.status} code ${res.body.code}`,
          );
        } else if (refused) {
          expect(res.body.code, `${name} as ${role.name}`).toBe(
            role.token ? codes.noPermission : codes.sessionExpired,
          );
        }
      }
    }
    expect(unexpected).toEqual([]);
    // Every endpoint times eight callers, one after another: longer than one request's budget.
  }, 180_000);

  /**
   * Reads every account may make without a menu: the shell's balance and inbox, 平台管理 (shown to
   * all, spec §6), uploads for the forms that need them, and download/create, whose export kind
   * carries its own permission. Any other customer endpoint names the menu of the page showing it.
   */
  const withoutMenu = [
    'randPwd',
    'upload',
    'uploadPicBase64',
    'balance',
    'noticeActual',
    'noticeList',
    'noticeRead',
    'subAccounts',
    'roles',
    'auditLog',
    'downloadCreate',
  ];

  it('names a menu for every customer endpoint but those every account may use', () => {
    const unnamed = names.filter((n) => {
      const endpoint: Endpoint = endpoints[n];
      return endpoint.access === 'user' && !endpoint.menu;
    });
    expect(unnamed.sort()).toEqual([...withoutMenu].sort());
  });

  it('refuses each menu endpoint to a sub-account whose role lacks its menus, lets any of them through', async () => {
    const tokens = new Map<string, Promise<string>>();
    const withMenus = (menus: readonly string[]) => {
      const key = [...menus].sort().join(',');
      if (!tokens.has(key)) {
        tokens.set(key, subAccount(goldCompanyId, `matrix_menu${tokens.size}`, [...menus]));
      }
      return tokens.get(key)!;
    };
    const refusedTo = async (name: EndpointName, token: string) =>
      (await t.call(name, {}, { token, ip: allowListedIp })).body.code === codes.noPermission;
    const wrong: string[] = [];
    for (const name of names) {
      const { menu } = endpoints[name] as Endpoint;
      if (!menu) continue;
      const menus: readonly string[] = grantsOf(menu);
      if (
        !(await refusedTo(
          name,
          await withMenus(grantableMenuNames.filter((m) => !menus.includes(m))),
        ))
      ) {
        wrong.push(`${name} let through without ${menus.join('/')}`);
      }
      for (const granted of menus.filter((m) => grantableMenuNames.includes(m))) {
        if (await refusedTo(name, await withMenus([granted]))) {
          wrong.push(`${name} refused with ${granted}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 180_000);
});
