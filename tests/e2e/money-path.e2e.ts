import { expect, test, type Page } from '@playwright/test';
import { pngFile } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { demo, expectNoAxeViolations, operatorPage, signInToConsole } from './support/session.ts';

const tile = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

/** Adds products to the cart by pressing their card's increment button. */
async function addToCart(page: Page, ...names: string[]) {
  for (const name of names) {
    await page
      .getByRole('region', { name, exact: true })
      .getByRole('button', { name: /增加数量/ })
      .click();
  }
}

/** From the cart to a submitted order: returns its number from the order list. */
async function settle(page: Page, flowNo: string) {
  await page.getByRole('button', { name: /查看明细/ }).click();
  await page.getByRole('button', { name: '去结算' }).click();
  const dialog = page.getByRole('dialog', { name: '支付结算' });
  await dialog.getByLabel('交易流水编号').fill(flowNo);
  await dialog.locator('input[type=file]').setInputFiles(pngFile('proof.png'));
  await expect(dialog.getByRole('img', { name: '汇款凭证' })).toBeVisible();
  await dialog.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单已提交成功，等待审核')).toBeVisible();
  await expect(page).toHaveURL(/\/v2\/account-order$/);
  const firstRow = page.getByRole('grid', { name: '订单列表' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText('待确认');
  return (await firstRow.getByRole('rowheader').innerText()).trim();
}

/** The operator opens an order in review and decides. */
async function review(
  operator: Page,
  orderNo: string,
  decide: (dialog: ReturnType<Page['getByRole']>) => Promise<void>,
) {
  await operator.reload();
  const row = operator.getByRole('row').filter({ hasText: orderNo });
  await row.getByRole('button', { name: '审核' }).click();
  const dialog = operator.getByRole('dialog', { name: '审核订单' });
  // The proof is the signed image the customer uploaded.
  const proof = dialog.getByRole('img', { name: `订单${orderNo}的汇款凭证` });
  await expect(proof).toBeVisible();
  await expect.poll(() => proof.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  await decide(dialog);
}

test('the overview asks for everything in one parallel round', async ({ page }) => {
  await signInToConsole(page, demo('gold'));

  // Hold every overview answer until all six requests have arrived: in a waterfall, a request
  // that waits for an earlier answer would arrive only after the hold runs out.
  const expected = ['level', 'balance', 'week1', 'week2', 'week3', 'orders'];
  const seen = new Set<string>();
  let heldOut = false;
  let release!: () => void;
  const allSeen = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/platform\/(ecLevel|orderCharge|ecBillDtl)\//, async (route) => {
    const path = new URL(route.request().url()).pathname;
    const name = path.endsWith('getUserLevelInfo')
      ? 'level'
      : path.endsWith('orderCharge/balance')
        ? 'balance'
        : path.endsWith('queryWeek')
          ? `week${route.request().postDataJSON().category}`
          : path.endsWith('ecOrders')
            ? 'orders'
            : null;
    if (name) seen.add(name);
    if (expected.every((key) => seen.has(key))) release();
    const hold = new Promise<'out'>((resolve) => setTimeout(() => resolve('out'), 5_000));
    if ((await Promise.race([allSeen, hold])) === 'out') heldOut = true;
    await route.continue();
  });
  await page.goto('/v2/account-order');
  await expect.poll(() => [...seen].sort(), { timeout: 15_000 }).toEqual([...expected].sort());
  // The number itself (its title, 5G消息条数, holds 条 too): the answers came.
  await expect(tile(page, '5G消息条数')).toContainText(/\d万?条/);
  expect(heldOut, 'a request arrived after the others had waited 5 s for it').toBe(false);
  await expect(
    page.getByRole('heading', { name: '金牌客户' }).or(page.getByText('金牌客户')),
  ).toBeVisible();
  await page.unrouteAll({ behavior: 'wait' });
});

test('a customer buys, the operator approves, and balances, bills and tier follow', async ({
  page,
  browser,
  request,
}) => {
  const trial = await freshTrialAccount(request);
  await signInToConsole(page, trial);
  await page.goto('/v2/account-order');
  await expect(page.getByText('试用客户')).toBeVisible();
  await expect(tile(page, '5G消息条数')).toContainText('100');

  // The 5G message tile's order link opens the shop on the packages.
  await tile(page, '5G消息条数').getByRole('link', { name: '订购' }).click();
  await expect(page).toHaveURL(/\/v2\/setmeal\?currentTab=service_communicate$/);
  await expect(page.getByRole('tab', { name: '套餐服务', selected: true })).toBeVisible();
  await expectNoAxeViolations(page, 'shop');
  await addToCart(page, '5G消息套餐（1万条）', '微应用套餐（50个）');

  await page.getByRole('button', { name: /查看明细/ }).click();
  const cart = page.getByRole('dialog', { name: '购物车明细' });
  await expect(cart).toContainText('¥62,000.00');
  await expectNoAxeViolations(page, 'cart');
  await cart.getByRole('button', { name: '去结算' }).click();
  const settlement = page.getByRole('dialog', { name: '支付结算' });
  await expect(settlement.getByLabel('汇款金额（元）')).toHaveValue('62000.00');

  // Required fields say what is missing.
  await settlement.getByRole('button', { name: '提交订单' }).click();
  await expect(settlement.getByText('请输入汇款的交易流水编号')).toBeVisible();
  await expect(settlement.getByText('请上传汇款凭证')).toBeVisible();
  // Proofs the platform does not take are refused before they are sent.
  const file = settlement.locator('input[type=file]');
  await file.setInputFiles({
    name: 'big.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024),
  });
  await expect(settlement.getByText('文件大小超出5MB')).toBeVisible();
  await file.setInputFiles({ name: 'proof.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
  await expect(settlement.getByText('不支持该文件类型')).toBeVisible();

  await expectNoAxeViolations(page, 'settlement');
  await settlement.getByRole('button', { name: '取消' }).click();

  const orderNo = await settle(page, 'HX20261122001');

  const operator = await operatorPage(browser);
  await expectNoAxeViolations(operator, 'manage orders');
  await review(operator, orderNo, async (dialog) => {
    await expect(dialog.getByRole('grid', { name: '处理记录' })).toContainText('提交订单');
    await dialog.getByRole('button', { name: '审核通过' }).click();
    await dialog.getByRole('button', { name: '确认审核通过' }).click();
  });
  await expect(
    operator.getByRole('region', { name: '消息通知' }).getByText('审核通过', { exact: true }),
  ).toBeVisible();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('处理成功');
  await expect(tile(page, '5G消息条数')).toContainText('1.01w');
  await expect(tile(page, '微传播/微应用个数')).toContainText(/\d/);
  // ¥62,000 within the year: past the 10,000-yuan bronze threshold (spec §1).
  const level = page.getByRole('region', { name: '等级与权益' });
  await expect(level).toContainText('铜牌客户');
  await expect(level).toContainText('累计消费 ¥62,000.00');

  await row.getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog', { name: '订单详情' });
  await expect(detail.getByRole('grid', { name: '处理记录' })).toContainText('审核通过');
  await expectNoAxeViolations(page, 'order detail');
  await detail.getByRole('button', { name: '关闭' }).first().click();

  await page.getByRole('tab', { name: '账单明细' }).click();
  await expect(page).toHaveURL(/\/v2\/account-billdetail$/);
  await page.getByRole('tab', { name: '5G消息' }).click();
  const bills = page.getByRole('grid', { name: '账单列表' });
  await expect(bills).toContainText('订购');
  await expect(bills).toContainText('+10,000');
  await expectNoAxeViolations(page, 'bill detail');
});

test('a rejected order is edited and resubmitted; a returned one too', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/setmeal?currentTab=service_media');
  await expect(page.getByRole('tab', { name: '+媒体', selected: true })).toBeVisible();
  await addToCart(page, '+媒体图文素材（100条）');
  const orderNo = await settle(page, 'HX20261122002');

  const operator = await operatorPage(browser);
  await review(operator, orderNo, async (dialog) => {
    await dialog.getByRole('button', { name: '驳回' }).click();
    await dialog.getByRole('button', { name: '确认驳回' }).click();
    await expect(dialog.getByText('请填写原因')).toBeVisible();
    await dialog.getByLabel('驳回原因').fill('凭证金额与订单不符');
    await dialog.getByRole('button', { name: '确认驳回' }).click();
  });
  await expect(operator.getByText('驳回成功')).toBeVisible();

  await page.reload();
  const row = page.getByRole('row').filter({ hasText: orderNo });
  await expect(row).toContainText('处理失败');
  await row.getByRole('button', { name: '修改' }).click();
  const edit = page.getByRole('dialog', { name: '修改订单' });
  await expect(edit.getByLabel('汇款金额（元）')).toHaveAttribute('readonly', '');
  await expect(edit.getByLabel('交易流水编号')).toHaveValue('HX20261122002');
  await edit.getByLabel('交易流水编号').fill('HX20261122003');
  await edit.getByRole('button', { name: '修改' }).click();
  await expect(page.getByText('修改成功')).toBeVisible();
  await expect(row).toContainText('待确认');

  // Returned for re-editing: the same way back.
  await review(operator, orderNo, async (dialog) => {
    await dialog.getByRole('button', { name: '退回修改' }).click();
    await dialog.getByLabel('退回修改原因').fill('请补充备注');
    await dialog.getByRole('button', { name: '确认退回修改' }).click();
  });
  await expect(operator.getByText('退回修改成功')).toBeVisible();
  await page.reload();
  await expect(row).toContainText('处理失败');
  await row.getByRole('button', { name: '详情' }).click();
  const detail = page.getByRole('dialog', { name: '订单详情' });
  const history = detail.getByRole('grid', { name: '处理记录' });
  for (const step of [
    '提交订单',
    '审核不通过',
    '修改后重新提交',
    '退回修改',
    '凭证金额与订单不符',
  ]) {
    await expect(history).toContainText(step);
  }
});

test('support, custom services and the management pages are accessible', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, demo('gold'));
  for (const [url, heading] of [
    ['/v2/account-order', '订单列表'],
    ['/v2/account-Development', '开发支持'],
    ['/v2/account-Support', '运营支持'],
    ['/v2/service', '定制服务'],
  ] as const) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: heading, exact: true }).first()).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(page, url);
  }

  await page.goto('/v2/account-order');
  await tile(page, '5G消息条数').getByRole('button', { name: '明细' }).click();
  await expect(page.getByRole('dialog', { name: '5G消息条数明细' })).toBeVisible();
  await expectNoAxeViolations(page, 'balance detail');
  await page.keyboard.press('Escape');

  await page.getByRole('button', { name: '余额预警设置' }).click();
  const alarm = page.getByRole('dialog', { name: '余额预警设置' });
  await alarm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('预警条数未变动')).toBeVisible();
  await alarm.getByLabel('预警条数').fill('0');
  await alarm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('请填写预警条数')).toBeVisible();
  await alarm.getByLabel('预警条数').fill('5000');
  await alarm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('设置成功')).toBeVisible();

  // A customer cannot open the management pages.
  await page.goto('/v2/manage/orders');
  await expect(page).toHaveURL(/\/v2\/403$/);

  const operator = await operatorPage(browser);
  for (const [url, heading] of [
    ['/v2/manage/registrations', '注册审核'],
    ['/v2/manage/applications', '开通申请'],
    ['/v2/manage/companies', '客户单位'],
  ] as const) {
    await operator.goto(url);
    await expect(operator.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(operator.locator('[aria-busy="true"]')).toHaveCount(0);
    await expectNoAxeViolations(operator, url);
  }
  // Operators stay on their platform.
  await operator.goto('/v2/account-order');
  await expect(operator).toHaveURL(/\/v2\/manage\/orders$/);
});
