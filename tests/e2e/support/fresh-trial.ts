import type { APIRequestContext } from '@playwright/test';
import { api, apiAs, codeSentTo, demo } from './session.ts';

let serial = 0;

/**
 * A trial company of its own for one journey, opened the way a customer opens one: registration
 * with an SMS code, then approval on the management platform (which credits the 100 free
 * messages). A worker's journeys share one server, so none of them may depend on what another
 * did to a demo account. Signs the operator in through the API: call it before the operator's own
 * page.
 */
export async function freshTrialAccount(request: APIRequestContext) {
  serial += 1;
  const stamp = `${Date.now() % 1_000_000}${serial}`.padStart(8, '0').slice(-8);
  const phone = `137${stamp}`;
  const account = `e2e_${stamp}`;
  const password = 'Fresh5G@Trial';
  const visitor = api(request).call;

  await visitor('base/getVerifyCode', { phone, purpose: 'register' });
  const code = await codeSentTo(request, phone);
  await visitor('company/userRegister', {
    account,
    password,
    companyName: `端到端测试单位${stamp}`,
    contactName: '测试联系人',
    phone,
    email: `${account}@example.com`,
    verifyCode: code,
  });
  const operator = (await apiAs(request, demo('operator'))).call;
  const pending = await operator<{ list: { userId: string; account: string }[] }>(
    'manage/registrations',
    { page: 1, pageSize: 100 },
  );
  const userId = pending.list.find((u) => u.account === account)!.userId;
  await operator('manage/reviewRegistration', { userId, approve: true });
  return { account, password, phone, companyName: `端到端测试单位${stamp}` };
}
