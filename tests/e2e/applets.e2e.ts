import { expect, test, type Browser, type Page } from '@playwright/test';
import { pngFile } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';
import {
  apiAs,
  expectNoAxeViolations,
  openSignedIn,
  signInToConsole,
  type Credentials,
} from './support/session.ts';
import { overlayClosed } from './support/waits.ts';

// 抗原自测, a common applet: a company turns it on and names a grid worker per city; a resident
// reports on a phone; a grid worker of another city does not see the report, the one of its city
// sees it masked until the admin account and password are confirmed, and masked again after logout.
test.describe.configure({ timeout: 300_000 });

const antigenPath = '/v2/client/antigen_self';
const workerPassword = 'Grid5G@Work';

let manager: Credentials;
let chengdu: Credentials;
let mianyang: Credentials;

test.beforeAll(async ({ request }) => {
  const company = await freshTrialAccount(request);
  manager = { account: company.account, password: company.password };
  const api = await apiAs(request, manager);
  const role = await api.call<{ id: string }>('account/saveRole', {
    name: '网格员',
    menuNames: ['applets', 'antigen_self'],
  });
  const worker = async (suffix: string, showName: string, phone: string) => {
    const account = `${company.account}_${suffix}`;
    await api.call('account/saveSubAccount', {
      account,
      showName,
      phone,
      roleId: role.id,
      password: workerPassword,
    });
    return { account, password: workerPassword };
  };
  chengdu = await worker('cd', '成都网格员', '13600000201');
  mianyang = await worker('my', '绵阳网格员', '13600000202');
  const { list } = await api.call<{ list: { userId: string; account: string }[] }>(
    'applet/gridWorkers',
    { page: 1, pageSize: 10 },
  );
  const mianyangId = list.find((w) => w.account === mianyang.account)!.userId;
  await api.call('applet/setGridWorker', { userId: mianyangId, regionCode: '5107' });
});

/** A grid worker's own browser, on the applet's page. */
async function workerPage(browser: Browser, who: Credentials) {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(page, who);
  await expect(page).not.toHaveURL(/\/login$/);
  await page.goto(antigenPath);
  await expect(page.getByRole('heading', { level: 1, name: '抗原自测' })).toBeVisible();
  return page;
}

const reportsOf = (page: Page) => page.getByRole('grid', { name: '填报记录' });

test('a resident reports on a phone; only the grid worker of that city sees it, whole after the admin password and masked again after logout', async ({
  page,
  browser,
}) => {
  // The main account turns the applet on and makes the Chengdu worker's city 成都市.
  await signInToConsole(page, manager);
  await page.goto(antigenPath);
  await page.getByRole('button', { name: '启用抗原自测' }).click();
  const link = page.getByText(/\/f\/[A-Za-z0-9_-]{16}$/);
  await expect(link).toBeVisible();
  const publicUrl = (await link.textContent())!;
  await expect(page.getByRole('img', { name: '抗原自测填报页的二维码' })).toBeVisible();
  await page.getByRole('button', { name: '设置成都网格员的负责区域' }).click();
  const dialog = page.getByRole('dialog', { name: '设置负责区域' });
  await dialog.getByRole('button', { name: /^负责城市/ }).click();
  await page.getByRole('searchbox', { name: '搜索省市' }).fill('成都');
  await page.getByRole('option', { name: '四川省 / 成都市' }).click();
  await dialog.getByRole('button', { name: '保存' }).click();
  await overlayClosed(dialog);
  await expect(page.getByRole('row').filter({ hasText: '成都网格员' })).toContainText(
    '四川省 成都市',
  );
  await expectNoAxeViolations(page, '抗原自测 (main account)');

  // A resident reports on a 375 px phone.
  const phone = await (
    await browser.newContext({ viewport: { width: 375, height: 667 } })
  ).newPage();
  await phone.goto(publicUrl);
  await expect(phone.getByRole('heading', { level: 1, name: '抗原自测结果上报' })).toBeVisible();
  await expectNoSidewaysScroll(phone, 'antigen report page at 375 px');
  await expectNoAxeViolations(phone, 'antigen report page');
  await phone.getByRole('textbox', { name: '姓名' }).fill('张三');
  await phone.getByRole('textbox', { name: '手机号码' }).fill('13812345678');
  await phone.getByRole('combobox', { name: '所在地区：省' }).selectOption({ label: '四川省' });
  await phone.getByRole('combobox', { name: '所在地区：市' }).selectOption({ label: '成都市' });
  await phone
    .getByRole('combobox', { name: /^所在地区\s*（必填）$/ })
    .selectOption({ label: '锦江区' });
  await phone.getByRole('textbox', { name: '街道（乡镇）' }).fill('春熙路街道');
  await phone.getByRole('radio', { name: '阴性' }).check();
  await phone.getByLabel(/^检测照片/).setInputFiles(pngFile('antigen.png'));
  await expect(phone.getByRole('button', { name: '删除antigen.png' })).toBeVisible();
  await phone.getByRole('button', { name: '提交' }).click();
  await expect(phone.getByText('上报成功，感谢您对社区防疫工作的支持')).toBeVisible();

  // The Mianyang worker sees nothing of Chengdu.
  const other = await workerPage(browser, mianyang);
  await expect(other.getByText('四川省 绵阳市及以下')).toBeVisible();
  await expect(reportsOf(other)).toContainText('暂无填报记录');

  // The Chengdu worker sees the report masked, confirms the admin account and sees it whole.
  const worker = await workerPage(browser, chengdu);
  const row = reportsOf(worker).getByRole('row').filter({ hasText: '锦江区' });
  await expect(row).toContainText('张*');
  await expect(row).toContainText('138****5678');
  await expect(row).toContainText('阴性');
  await expect(worker.getByRole('heading', { name: '网格员' })).toHaveCount(0);
  await expectNoAxeViolations(worker, '抗原自测 (grid worker, masked)');
  await worker.getByRole('button', { name: '显示完整信息' }).click();
  const unlock = worker.getByRole('dialog', { name: '验证管理员账号' });
  await unlock.getByRole('textbox', { name: '管理员账号' }).fill(manager.account);
  await unlock.getByLabel('密码', { exact: true }).fill('Wrong5G@Pass');
  await unlock.getByRole('button', { name: '确认' }).click();
  await expect(unlock.getByText('管理员账号或密码错误')).toBeVisible();
  await expectNoAxeViolations(worker, 'unlock dialog');
  await unlock.getByLabel('密码', { exact: true }).fill(manager.password);
  await unlock.getByRole('button', { name: '确认' }).click();
  await overlayClosed(unlock);
  await expect(row).toContainText('张三');
  await expect(row).toContainText('13812345678');
  await expect(worker.getByRole('button', { name: '显示完整信息' })).toHaveCount(0);

  // After logout the flag is gone with the session: masked again.
  await worker.getByRole('button', { name: '成都网格员' }).click();
  await worker
    .getByRole('dialog', { name: '用户信息' })
    .getByRole('button', { name: '退出登录' })
    .click();
  await expect(worker).toHaveURL(/\/v2\/login$/);
  await openSignedIn(worker, chengdu);
  await expect(worker).not.toHaveURL(/\/login$/);
  await worker.goto(antigenPath);
  await expect(row).toContainText('张*');
  await expect(worker.getByRole('button', { name: '显示完整信息' })).toBeVisible();
});
