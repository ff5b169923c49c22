import { expect, type APIRequestContext } from '@playwright/test';
import { createNonce } from '../../../api/src/contract/nonce.ts';

let serial = 0;

async function post(request: APIRequestContext, path: string, data: unknown, token?: string) {
  const res = await request.post(`/api/platform/${path}`, {
    headers: token ? { authorization: token, nonce: createNonce(token) } : {},
    data,
  });
  const body = await res.json();
  expect(body.code, `${path}: ${body.msg}`).toBe(0);
  return body.data;
}

/**
 * A trial company of its own for one journey, opened the way a customer opens one: registration
 * with an SMS code, then approval on the management platform (which credits the 100 free
 * messages). The journeys share one server, so none of them may depend on what another did to a
 * demo account. Signs the operator in through the API: call it before the operator's own page.
 */
export async function freshTrialAccount(request: APIRequestContext) {
  serial += 1;
  const stamp = `${Date.now() % 1_000_000}${serial}`.padStart(8, '0').slice(-8);
  const phone = `137${stamp}`;
  const account = `e2e_${stamp}`;
  const password = 'Fresh5G@Trial';
  const operator = (
    await post(request, 'login', {
      account: 'demo_operator',
      password: 'Cctv5G@Admin',
      platform: 3,
    })
  ).token as string;

  await post(request, 'base/getVerifyCode', { phone, purpose: 'register' });
  const outbox = (await post(request, 'manage/outbox', { page: 1, pageSize: 50 }, operator)) as {
    list: { recipient: string; body: string }[];
  };
  const code = /验证码 (\d{6})/.exec(
    outbox.list.find((m) => m.recipient === phone)?.body ?? '',
  )?.[1];
  await post(request, 'company/userRegister', {
    account,
    password,
    companyName: `端到端测试单位${stamp}`,
    contactName: '测试联系人',
    phone,
    email: `${account}@example.com`,
    verifyCode: code,
  });
  const pending = (await post(
    request,
    'manage/registrations',
    { page: 1, pageSize: 100 },
    operator,
  )) as { list: { userId: string; account: string }[] };
  const userId = pending.list.find((u) => u.account === account)!.userId;
  await post(request, 'manage/reviewRegistration', { userId, approve: true }, operator);
  return { account, password, phone, companyName: `端到端测试单位${stamp}` };
}
