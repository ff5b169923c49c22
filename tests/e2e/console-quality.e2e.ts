import { expect, test } from '@playwright/test';
import { pngFile } from './support/data.ts';
import {
  demo,
  expectNoAxeViolations,
  openPrerenderedForm,
  operatorPage,
  signInToConsole,
} from './support/session.ts';

// Data, operator and continuity defects a review found, each seen as a user meets it.

test('a trial account is shown bronze as its next tier, not ordinary', async ({ page }) => {
  await signInToConsole(page, demo('trial'));
  await page.goto('/v2/account-order');
  const level = page.getByRole('region', { name: '等级与权益' });
  await expect(level).toContainText('试用客户');
  await expect(level).toContainText('下一等级 铜牌客户：');
  await expect(level).not.toContainText('普通客户：');
});

test('inbox times are China time to the minute, never raw ISO', async ({ page }) => {
  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/pg_information');
  const times = page.getByRole('main').locator('time');
  await expect(times.first()).toBeVisible();
  for (const text of await times.allInnerTexts()) {
    expect(text).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  }
  const iso = await times.first().getAttribute('datetime');
  const shanghai = new Date(new Date(iso!).getTime() + 8 * 3_600_000).toISOString();
  await expect(times.first()).toHaveText(`${shanghai.slice(0, 10)} ${shanghai.slice(11, 16)}`);
});

test('register checks each field on its own blur', async ({ page }) => {
  await openPrerenderedForm(page, '/v2/register');
  const password = page.getByRole('textbox', { name: '密码', exact: true });
  const repeat = page.getByRole('textbox', { name: '确认密码', exact: true });
  await repeat.focus();
  await repeat.blur();
  await expect(page.getByText('请再次输入密码')).toBeVisible();
  await password.fill('Abcd1357');
  await repeat.fill('Abcd1358');
  await repeat.blur();
  // Every other field is still empty: the mismatch is said at once all the same.
  await expect(page.getByText('两次输入的密码不一致')).toBeVisible();
  await repeat.fill('Abcd1357');
  await repeat.blur();
  await expect(page.getByText('两次输入的密码不一致')).toBeHidden();
});

test('the cart outlives a reload and a new sign-in; a fake PNG gets one message; the operator confirms an approval and sees a differing amount', async ({
  page,
  browser,
}) => {
  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/setmeal?currentTab=service_media');
  const product = '+媒体图文素材（100条）';
  await page
    .getByRole('region', { name: product, exact: true })
    .getByRole('button', { name: /增加数量/ })
    .click();

  await page.reload();
  await expect(page.getByRole('button', { name: /查看明细/ })).toContainText('1');
  // The session ends (as at expiry) and the same account signs in again.
  await page.evaluate(() => {
    localStorage.removeItem('token');
    localStorage.removeItem('userInfo');
  });
  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/setmeal?currentTab=service_media');
  await page.getByRole('button', { name: /查看明细/ }).click();
  const cart = page.getByRole('dialog', { name: '购物车明细' });
  await expect(cart).toContainText(product);
  await cart.getByRole('button', { name: '去结算' }).click();

  const settlement = page.getByRole('dialog', { name: '支付结算' });
  const file = settlement.locator('input[type=file]');
  await file.setInputFiles({
    name: 'not-an-image.png',
    mimeType: 'image/png',
    buffer: Buffer.from('plain text renamed to .png'),
  });
  await expect(settlement.getByText('不支持该文件类型')).toBeVisible();
  await expect(page.getByText('不支持该文件类型')).toHaveCount(1);
  await expect(page.getByText('上传失败，请重试')).toHaveCount(0);

  // Half a yuan more than the order: the operator is warned.
  const amount = settlement.getByLabel('汇款金额（元）');
  const fee = Number(await amount.inputValue());
  await amount.fill((fee + 0.5).toFixed(2));
  await settlement.getByLabel('交易流水编号').fill('HX20261123001');
  await file.setInputFiles(pngFile('proof.png'));
  await expect(settlement.getByRole('img', { name: '汇款凭证' })).toBeVisible();
  await settlement.getByRole('button', { name: '提交订单' }).click();
  await expect(page.getByText('订单已提交成功，等待审核')).toBeVisible();
  const firstRow = page.getByRole('grid', { name: '订单列表' }).getByRole('row').nth(1);
  await expect(firstRow).toContainText('待确认');
  const orderNo = (await firstRow.getByRole('rowheader').innerText()).trim();

  // Settled: the cart is empty again.
  await page.goto('/v2/setmeal?currentTab=service_media');
  await page.getByRole('button', { name: /查看明细/ }).click();
  await expect(page.getByRole('dialog', { name: '购物车明细' })).not.toContainText(product);

  const operator = await operatorPage(browser);
  await operator
    .getByRole('row')
    .filter({ hasText: orderNo })
    .getByRole('button', { name: '审核' })
    .click();
  const dialog = operator.getByRole('dialog', { name: '审核订单' });
  await expect(dialog.getByText(/汇款金额¥[\d,.]+与订单金额¥[\d,.]+不一致/)).toBeVisible();
  await dialog.getByRole('button', { name: '审核通过' }).click();
  const confirm = dialog.getByRole('region', { name: '确认审核通过' });
  await expect(confirm.getByRole('list', { name: '将入账的内容' })).toContainText(`${product}×1`);
  await expectNoAxeViolations(operator, 'approval confirmation');
  await confirm.getByRole('button', { name: '确认审核通过' }).click();
  await expect(
    operator.getByRole('region', { name: '消息通知' }).getByText('审核通过', { exact: true }),
  ).toBeVisible();
});

test('the management platform shows the SMS outbox with the built-in provider notice', async ({
  browser,
}) => {
  const operator = await operatorPage(browser);
  await operator
    .getByRole('navigation', { name: '管理平台导航' })
    .getByRole('link', { name: '短信发件箱' })
    .click();
  await expect(operator).toHaveURL(/\/v2\/manage\/outbox$/);
  await expect(operator.getByRole('heading', { name: '短信发件箱', level: 1 })).toBeVisible();
  await expect(operator.getByText('当前未接入短信网关，短信不会真正发出')).toBeVisible();
  await expect(operator.getByRole('grid', { name: '已发送短信' })).toBeVisible();
  await expectNoAxeViolations(operator, 'outbox');
});

test('the help centre is linked from the console and highlights the chosen heading of a short article', async ({
  page,
}) => {
  await signInToConsole(page, demo('gold'));
  await page.getByRole('banner').getByRole('link', { name: '帮助中心' }).click();
  await expect(page).toHaveURL(/\/v2\/help_center/);

  await page.getByRole('link', { name: '平台介绍' }).click();
  const index = page.getByRole('navigation', { name: '本文目录' });
  await expect(index.getByRole('link', { name: '平台能做什么' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await index.getByRole('link', { name: '客户服务' }).click();
  await expect(index.getByRole('link', { name: '客户服务' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(page).toHaveURL(/active=1/);
  // Opening that link anew shows the same heading chosen.
  await page.reload();
  await expect(index.getByRole('link', { name: '客户服务' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(index.getByRole('link', { name: '平台能做什么' })).not.toHaveAttribute(
    'aria-current',
    'location',
  );
});
