import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiOf, demo, operatorPage, signInToConsole } from './support/session.ts';
import { overlayClosed } from './support/waits.ts';

test('an alert threshold crossing puts exactly one SMS in the outbox', async ({
  page,
  browser,
  request,
}) => {
  // The trial company's manager sets the threshold just under the 5G-message balance.
  await signInToConsole(page, demo('trial'));
  const customer = await apiOf(request, page);
  const { quantity5G } = await customer.call<{ quantity5G: number }>('orderCharge/balance');
  expect(quantity5G).toBeGreaterThanOrEqual(100);
  const threshold = quantity5G - 5;
  await page.goto('/v2/account-order');
  await page.getByRole('button', { name: '余额预警设置' }).click();
  const alarm = page.getByRole('dialog', { name: '余额预警设置' });
  await alarm.getByLabel('预警条数').fill(String(threshold));
  await alarm.getByRole('button', { name: '确定' }).click();
  await expect(page.getByText('设置成功')).toBeVisible();

  // The operator takes messages off in three manual adjustments; only the one that crosses alerts.
  const operator = await operatorPage(browser);
  const alertsBefore = await alertsTo(request, operator);
  await operator.goto('/v2/manage/companies');
  await operator.getByLabel('单位名称').fill('北京试用');
  await operator.getByRole('button', { name: '查询' }).click();
  const row = operator.getByRole('row').filter({ hasText: '北京试用信息技术有限公司' });

  for (const [taken, alerts] of [
    [3, 0],
    [5, 1],
    [1, 1],
  ] as const) {
    await row.getByRole('button', { name: '调整' }).click();
    const dialog = operator.getByRole('dialog', { name: /余额调整/ });
    await dialog.getByRole('radio', { name: '人工调整' }).check();
    await dialog.getByRole('button', { name: /余额类别/ }).click();
    await operator.getByRole('option', { name: '5G消息' }).click();
    await dialog.getByLabel(/调整数量/).fill(`-${taken}`);
    await dialog.getByLabel('原因').fill('测试余额预警');
    await dialog.getByRole('button', { name: '确认人工调整' }).click();
    await overlayClosed(dialog);
    expect(await alertsTo(request, operator)).toBe(alertsBefore + alerts);
  }
});

/** Balance-alert SMS to the trial company's manager (13800000003), read by the operator. */
async function alertsTo(request: APIRequestContext, operator: Page) {
  const { call } = await apiOf(request, operator);
  const outbox = await call<{ list: { recipient: string; template: string; body: string }[] }>(
    'manage/outbox',
    { page: 1, pageSize: 100 },
  );
  return outbox.list.filter((m) => m.recipient === '13800000003' && m.template === 'balance-alert')
    .length;
}
