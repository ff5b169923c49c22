import ExcelJS from 'exceljs';
import { expect, test, type APIRequestContext, type Locator } from '@playwright/test';
import { fresh } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { registeredServiceAccount, submittedTemplate } from './support/messaging.ts';
import { tabTo } from './support/keyboard.ts';
import {
  apiAs,
  demo,
  expectNoAxeViolations,
  operatorPage,
  signInToConsole,
} from './support/session.ts';

// 5G messages II: sending an approved template to a pasted list and an address-book
// group, the preview's split and cost, the operator's approval, the task's progress to 已发送, the
// record's failures, and the send query unlocked with the password. Outcomes follow the
// simulator's fixed rules (api/src/messaging/simulator.ts): numbers ending 0000 are 空号, 1111 运营商
// 黑名单; otherwise the last digit decides the capability (0–6 5G, 7–8 SMS, 9 unknown).

/** Carrier reviews of a new service account and template, dispatch and receipts: generous. */
const carrierWait = 90_000;

/**
 * A fresh company with a registered service account, an approved template and an address-book
 * group of two (one 5G capable, one SMS only), made through the API as the messaging journey
 * makes them through the pages.
 */
async function readyToSend(request: APIRequestContext) {
  const company = await freshTrialAccount(request);
  const customer = await apiAs(request, company);
  const operator = await apiAs(request, demo('operator'));

  const bot = await registeredServiceAccount(customer, operator, fresh('发送服务号'));
  const templateName = fresh('会员日通知');
  const template = await submittedTemplate(customer, bot.id, templateName);
  await operator.call('manage/reviewTemplate', { id: template.id, approve: true });
  await expect
    .poll(
      async () =>
        (await customer.call<{ status: number }>('template/get', { id: template.id })).status,
      { timeout: carrierWait, intervals: [2000] },
    )
    .toBe(3);

  const groupName = fresh('会员分组');
  const group = await customer.call<{ id: string }>('contact/saveGroup', { name: groupName });
  await customer.call('contact/save', { groupId: group.id, name: '杨磊', mobile: '15012340006' });
  await customer.call('contact/save', { groupId: group.id, name: '赵敏', mobile: '17712340007' });
  return { customer: company, templateId: template.id, templateName, groupName };
}

/** The figure beside a term of the preview's list. */
const figure = (preview: Locator, term: string) =>
  preview.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');

test('send a template to a pasted list and a group, approve, watch it to 已发送, read the failures and one number’s history', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const { customer, templateName, groupName } = await readyToSend(request);
  await signInToConsole(page, customer);

  // 我的模板 → 发送 on the approved template.
  await page.goto('/v2/pe/my_tpl');
  await page
    .getByRole('article', { name: templateName })
    .getByRole('button', { name: '发送', exact: true })
    .click();
  await expect(page).toHaveURL(/\/v2\/pe\/send\?templateId=\d+$/);
  await expect(page).toHaveTitle(/^发送消息_5G智能平台_央视网$/);
  await expect(page.getByRole('heading', { level: 2, name: templateName })).toBeVisible();
  await expectNoAxeViolations(page, '发送消息');

  // 100 pasted numbers and the group: 102 条 for a trial's 100 free messages.
  const numbers = page.getByRole('textbox', { name: '手机号码' });
  const hundred = Array.from({ length: 100 }, (_, i) => `1391234${String(i).padStart(4, '0')}`);
  await numbers.fill(hundred.join('\n'));
  // The box is drawn over the hidden input: it is pressed through its label.
  await page.getByText(`${groupName}（2人）`).click();
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${groupName}`) })).toBeChecked();
  await page.getByRole('button', { name: '预览' }).click();
  const preview = page.getByRole('region', { name: '发送预览' });
  await expect(figure(preview, '消耗')).toHaveText('102 条');
  await expect(preview.getByText('5G消息余额不足')).toBeVisible();
  await expect(preview.getByRole('link', { name: '购买5G消息' })).toHaveAttribute(
    'href',
    /setmeal\?currentTab=service_communicate/,
  );
  await expect(page.getByRole('button', { name: '提交发送' })).toBeDisabled();

  // A short list with one invalid and one repeated number, two that will fail and two that arrive.
  await numbers.fill('13800000000\n13812341111, 13812340001 13812340008\n1381234\n13812340001');
  await expect(page.getByText('有效号码 4 个，无效 1 个，重复 1 个')).toBeVisible();
  await expect(page.getByText('内容已修改，请重新预览后提交。')).toBeVisible();
  await expect(page.getByText(/^号码运营商分布：/)).toBeVisible();

  // The unfinished form survives a reload (delSendProgress).
  await page.reload();
  await expect(page.getByText('已恢复未完成的发送')).toBeVisible();
  await expect(numbers).toHaveValue(/13812340008/);
  await expect(page.getByRole('checkbox', { name: new RegExp(`^${groupName}`) })).toBeChecked();

  await page.getByRole('button', { name: '预览' }).click();
  await expect(figure(preview, '发送号码')).toHaveText('6 个');
  // The template says {name}: nobody has a value yet, so it cannot be submitted.
  await expect(preview.getByRole('list', { name: '缺少变量值' })).toContainText(
    '{name}：6 个接收人未填写',
  );
  await expect(page.getByRole('button', { name: '提交发送' })).toBeDisabled();
  await page.getByRole('textbox', { name: '13812340001 的 {name}' }).fill('李先生');
  await page.getByRole('textbox', { name: '{name} 默认值' }).fill('会员');
  await expect(page.getByText('内容已修改，请重新预览后提交。')).toBeVisible();
  await page.getByRole('button', { name: '预览' }).click();
  await expect(preview.getByText('余额充足，提交后将进入平台审核。')).toBeVisible();
  await expect(figure(preview, '无效号码')).toHaveText('1 个（不发送）');
  await expect(preview.getByRole('list', { name: '无效号码' })).toHaveText('1381234');
  // Numbers the preview lists are masked like everywhere until the password is confirmed.
  await expect(preview.getByRole('list', { name: '重复号码' })).toHaveText('138****0001');
  await expect(figure(preview, '5G消息')).toHaveText('4 个');
  await expect(figure(preview, '短信回落')).toHaveText('2 个');
  await expect(figure(preview, '未知')).toHaveText('0 个');
  await expect(figure(preview, '消耗')).toHaveText('6 条');
  await expect(figure(preview, '当前5G消息余额')).toHaveText('100 条');
  await expect(figure(preview, '发送后余额')).toHaveText('94 条');
  await expectNoAxeViolations(page, '发送预览');
  await page.getByRole('button', { name: '提交发送' }).click();
  await expect(page).toHaveURL(/\/v2\/pe\/send_record\/\d+$/);
  const record = page.url();
  await expect(page.getByText('待审核').first()).toBeVisible();
  await expect(page.getByRole('list', { name: '任务记录' })).toContainText('提交审核');
  await expectNoAxeViolations(page, '发送详情（待审核）');

  // The operator approves, after confirming.
  const operator = await operatorPage(browser);
  await operator.goto('/v2/manage/tasks');
  await expect(operator.getByRole('heading', { level: 1, name: '发送审核' })).toBeVisible();
  const queued = operator.getByRole('row').filter({ hasText: templateName });
  await queued.getByRole('button', { name: '审核' }).click();
  const dialog = operator.getByRole('dialog', { name: '审核发送任务' });
  await expect(dialog).toContainText('号码数');
  await expect(dialog).toContainText('5G消息 4，短信回落 2，未知 0');
  await expectNoAxeViolations(operator, '发送审核');
  await dialog.getByRole('button', { name: '审核通过' }).click();
  await expect(dialog.getByRole('region', { name: '确认审核通过' })).toContainText(
    '立即发送给 6 个号码',
  );
  await dialog.getByRole('button', { name: '确认审核通过' }).click();
  await expect(operator.getByText('已审核通过，任务将按时发送')).toBeVisible();
  await operator.context().close();

  // The record follows the task to 已发送 and its receipts to the end, without a reload.
  const summary = page.getByRole('region', { name: '本任务送达情况' });
  await expect(page.getByText('已发送').first()).toBeVisible({ timeout: carrierWait });
  await expect(summary.getByText('已有结果100%')).toBeVisible({ timeout: carrierWait });
  // Two of six each (33.3%): 空号 and 黑名单 failed, two arrived as SMS, two as 5G.
  for (const part of ['failed', 'deliveredSms', 'delivered5g']) {
    await expect(summary.locator(`[data-part="${part}"] dd`)).toHaveText(/^2\s*33\.3%$/);
  }
  await expect(page.getByRole('list', { name: '任务记录' })).toContainText('审核通过');
  await expect(page.getByRole('list', { name: '任务记录' })).toContainText('开始发送');
  await expect(page.getByRole('grid', { name: '各运营商失败情况' })).toContainText('空号');

  // Only the failures, each cause linked to the help article on what to do.
  const recipients = page.getByRole('region', { name: '接收号码' });
  await recipients.getByRole('button', { name: /状态$/ }).click();
  await page.getByRole('option', { name: '发送失败', exact: true }).click();
  await recipients.getByRole('button', { name: '查询' }).click();
  const rows = recipients.getByRole('grid', { name: '接收号码' }).getByRole('row');
  await expect(rows).toHaveCount(3);
  // Numbers are masked here as everywhere until the password is confirmed (api/README.md).
  await expect(recipients.getByText('号码已隐藏')).toBeVisible();
  await expect(rows.filter({ hasText: '138****0000' })).toHaveCount(1);
  await expect(recipients.getByRole('link', { name: '空号' })).toHaveAttribute(
    'href',
    /help_center\?id=3$/,
  );
  await expect(recipients.getByRole('link', { name: '运营商黑名单' })).toBeVisible();
  await expectNoAxeViolations(page, '发送详情（已发送）');

  // The failures exported as they are filtered, and the file downloaded from the download centre.
  await recipients.getByRole('button', { name: '导出' }).click();
  await expect(page.getByText('已加入下载中心')).toBeVisible();
  await page.getByRole('link', { name: '前往下载中心' }).click();
  await expect(page).toHaveURL(/\/v2\/pe\/download_center$/);
  const file = page.getByRole('row').filter({ hasText: /任务接收人_/ });
  await expect(file.getByText('可下载')).toBeVisible({ timeout: 30_000 });
  const fileName = (await file.getByRole('rowheader').innerText()).trim();
  const downloading = page.waitForEvent('download');
  await file.getByRole('button', { name: `下载 ${fileName}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const sheetRows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((r) => sheetRows.push((r.values as unknown[]).slice(1)));
  expect(sheetRows[0]).toEqual([
    '序号',
    '手机号码',
    '姓名',
    '运营商',
    '接收能力',
    '发送状态',
    '失败原因',
    '提交时间',
  ]);
  expect(
    sheetRows
      .slice(1)
      .map((r) => r[6])
      .sort(),
  ).toEqual(['空号', '运营商黑名单']);
  expect(
    sheetRows
      .slice(1)
      .map((r) => r[1])
      .sort(),
  ).toEqual(['138****0000', '138****1111']);

  // The records list.
  await page.goto('/v2/pe/send_record');
  await expect(page).toHaveTitle(/^发送记录_5G智能平台_央视网$/);
  const row = page.getByRole('row').filter({ hasText: templateName });
  await expect(row).toContainText('已发送');
  await expectNoAxeViolations(page, '发送记录');
  await row.getByRole('link').click();
  await expect(page).toHaveURL(record);

  // The send query: masked until the password is confirmed, then in full until logout.
  await page.goto('/v2/pe/detail_enquiry');
  await expect(page).toHaveTitle(/^发送查询_5G智能平台_央视网$/);
  await expectNoAxeViolations(page, '发送查询');
  await page.getByRole('textbox', { name: '手机号码' }).fill('13812341111');
  await page.getByRole('button', { name: '查询' }).click();
  const history = page.getByRole('grid', { name: '发送明细' });
  await expect(history).toContainText('138****1111');
  await expect(history.getByRole('link', { name: '运营商黑名单' })).toHaveAttribute(
    'href',
    /help_center\?id=3$/,
  );
  await page.getByRole('button', { name: '显示完整号码' }).click();
  const unlock = page.getByRole('dialog', { name: '验证登录密码' });
  await expectNoAxeViolations(page, '验证登录密码');
  await unlock.getByLabel('登录密码').fill('Wrong5G@Pass');
  await unlock.getByRole('button', { name: '确认' }).click();
  await expect(unlock.getByText('密码错误')).toBeVisible();
  await unlock.getByLabel('登录密码').fill(customer.password);
  await unlock.getByRole('button', { name: '确认' }).click();
  await expect(history).toContainText('13812341111');
  await expect(history).not.toContainText('****');
  expect(
    await page.evaluate(() => JSON.parse(localStorage.getItem('sensitiveInfo') ?? '{}')),
  ).toMatchObject({ detail_enquiry: true });
  // The same session now sees the task's numbers in full too.
  await page.goto(record);
  await expect(page.getByRole('grid', { name: '接收号码' })).toContainText('13812341111');
  await expect(page.getByText('号码已隐藏')).toHaveCount(0);
});

test('a send with the keyboard alone', async ({ page, request }) => {
  test.setTimeout(240_000);
  const { customer, templateId } = await readyToSend(request);
  await signInToConsole(page, customer);
  await page.goto(`/v2/pe/send?templateId=${templateId}`);
  await expect(page.getByRole('heading', { level: 1, name: '发送消息' })).toBeVisible();

  await tabTo(page, page.getByRole('textbox', { name: '手机号码' }));
  await page.keyboard.type('13812340002');
  await tabTo(page, page.getByRole('textbox', { name: '{name} 默认值' }));
  await page.keyboard.type('会员');
  await tabTo(page, page.getByRole('radio', { name: '审核通过后立即发送' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '定时发送' })).toBeChecked();
  await tabTo(page, page.getByRole('button', { name: '预览' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('请选择定时发送时间')).toBeVisible();
  await tabTo(page, page.getByRole('radio', { name: '定时发送' }));
  await page.keyboard.press('ArrowLeft');
  await tabTo(page, page.getByRole('button', { name: '预览' }));
  await page.keyboard.press('Enter');
  const preview = page.getByRole('region', { name: '发送预览' });
  await expect(figure(preview, '消耗')).toHaveText('1 条');
  await tabTo(page, page.getByRole('button', { name: '提交发送' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/v2\/pe\/send_record\/\d+$/);
  await expect(page.getByText('待审核').first()).toBeVisible();

  // At 320 px the pages fit: nothing scrolls sideways but the tables inside their box.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of [
    page.url(),
    '/v2/pe/send_record',
    `/v2/pe/send?templateId=${templateId}`,
    '/v2/pe/detail_enquiry',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page, `${path} at 320 px`);
  }
});
