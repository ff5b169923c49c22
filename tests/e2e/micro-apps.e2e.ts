import { expect, test, type Page } from '@playwright/test';
import { fresh } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';
import { expectNoAxeViolations, operatorPage, signInToConsole } from './support/session.ts';
import { overlayClosed } from './support/waits.ts';

// Micro-apps in the console on a phone: a trial company starts a form from a service template,
// edits it (autosaved), submits it; the operator approves it on the management platform; the
// company's list shows it live with its link, which opens the public fill-in page; its statistics
// page shows the questions. The fill-in page itself is form-fill.e2e.ts.
test.use({ viewport: { width: 375, height: 667 } });

/** A micro-app's card in 我的微应用, by its title. */
const card = (page: Page, title: string) =>
  page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: title, exact: true }) });

test('a form from a service template: edited, submitted, approved, live with its link and statistics', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const company = await freshTrialAccount(request);
  await signInToConsole(page, company);

  await page.goto('/v2/government/gover_service');
  await expect(page.getByRole('heading', { level: 1, name: '微应用服务' })).toBeVisible();
  await expect(page.getByRole('list', { name: '服务模板' }).getByRole('listitem')).not.toHaveCount(
    0,
  );
  await expectNoAxeViolations(page, '微应用服务');
  await expectNoSidewaysScroll(page, '微应用服务');

  await page.getByRole('button', { name: '使用活动报名' }).click();
  await expect(page).toHaveURL(/\/v2\/government\/miniApp_editor\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: '编辑微应用' })).toBeVisible();
  const title = fresh('社区报名');
  await page.getByRole('textbox', { name: '表单标题' }).fill(title);
  await expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();
  await expectNoAxeViolations(page, '编辑微应用');
  await expectNoSidewaysScroll(page, '编辑微应用');

  await page.getByRole('button', { name: '提交审核' }).click();
  await expect(page).toHaveURL(/\/v2\/government\/my_miniApp$/);
  const submitted = card(page, title);
  await expect(submitted).toContainText('审核中');
  await expectNoAxeViolations(page, '我的微应用');
  await expectNoSidewaysScroll(page, '我的微应用');

  const operator = await operatorPage(browser);
  await operator.goto('/v2/manage/miniApps');
  const row = operator.getByRole('row').filter({ hasText: title });
  await row.getByRole('button', { name: '审核' }).click();
  const dialog = operator.getByRole('dialog', { name: '审核微应用' });
  await expect(dialog.getByText('姓名').first()).toBeVisible();
  await expectNoAxeViolations(operator, '微应用审核');
  await dialog.getByRole('button', { name: '审核通过' }).click();
  await overlayClosed(dialog);
  await operator.close();

  await page.reload();
  const live = card(page, title);
  await expect(live).toContainText('审核通过');
  const link = await live.getByText(/^\/f\/[\w-]+$/).innerText();
  await expectNoAxeViolations(page, '我的微应用（已上线）');

  await live.getByRole('button', { name: '统计' }).click();
  await expect(page.getByRole('list', { name: '各题统计' })).toBeVisible();
  await expectNoAxeViolations(page, '微应用统计');
  await expectNoSidewaysScroll(page, '微应用统计');

  await page.goto(new URL(link, page.url()).pathname);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
