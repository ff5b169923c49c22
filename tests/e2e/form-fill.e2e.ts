import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';
import { apiAs, demo, expectNoAxeViolations, withoutScripts } from './support/session.ts';

// The public fill-in page of a form, as a citizen opens its link on a phone: at 320 and 375 px with
// scripts, and without them. Each form belongs to a trial company of its own (one micro-app each).

const signUp = {
  title: '社区活动报名',
  description: '请如实填写，信息仅用于活动组织。',
  questions: [
    { kind: 'text', id: 'name', title: '姓名', required: true, maxLength: 20 },
    { kind: 'text', id: 'phone', title: '手机号码', required: true, format: 'mobile' },
    {
      kind: 'single',
      id: 'session',
      title: '参加场次',
      required: true,
      allowOther: true,
      options: [
        { id: 'am', label: '上午场' },
        { id: 'pm', label: '下午场' },
      ],
    },
    {
      kind: 'text',
      id: 'other_time',
      title: '希望的时间',
      required: true,
      showWhen: { question: 'session', anyOf: ['other'] },
    },
    { kind: 'region', id: 'area', title: '所在区县', required: true, level: 3 },
  ],
  settings: { thankYouMessage: '报名成功，感谢您的参与' },
};

/** A form of a company of its own, passed by the operator: its public path. */
async function publishedForm(request: APIRequestContext, document: unknown) {
  const trial = await freshTrialAccount(request);
  const customer = await apiAs(request, { account: trial.account, password: trial.password });
  const { id } = await customer.call<{ id: string }>('miniApp/save', { document });
  await customer.call('miniApp/submit', { id });
  const operator = await apiAs(request, demo('operator'));
  await operator.call('manage/reviewMiniApp', { id, approve: true });
  return (await customer.call<{ publicUrl: string }>('miniApp/get', { id })).publicUrl;
}

let formPath: string;
test.beforeAll(async ({ request }) => {
  formPath = await publishedForm(request, signUp);
});

const district = (page: Page) => page.getByRole('combobox', { name: /^所在区县\s*（必填）$/ });

/**
 * Fills the form with one mistake (a short phone number), submits, fixes it, submits again. With
 * scripts the region is picked level by level; without, in the one select grouped by 省 市.
 */
async function fillAndSubmit(page: Page, scripts = true) {
  await page.getByRole('textbox', { name: '姓名' }).fill('张三');
  await page.getByRole('textbox', { name: '手机号码' }).fill('1380013');
  await page.getByRole('radio', { name: '下午场' }).check();
  if (scripts) {
    await page.getByRole('combobox', { name: '所在区县：省' }).selectOption({ label: '广东省' });
    await page.getByRole('combobox', { name: '所在区县：市' }).selectOption({ label: '广州市' });
    await expect(district(page).getByRole('option')).toHaveCount(12);
  }
  await district(page).selectOption({ label: '越秀区' });
  await page.getByRole('button', { name: '提交' }).click();
  const phone = page.getByRole('textbox', { name: '手机号码' });
  await expect(phone).toHaveAccessibleDescription('请输入正确的手机号码');
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert')).toHaveText('有1项需要修改，请查看标出的问题');
  await phone.fill('13800138000');
  await page.getByRole('button', { name: '提交' }).click();
  await expect(page.getByRole('heading', { name: '提交成功' })).toBeVisible();
  await expect(page.getByText('报名成功，感谢您的参与')).toBeVisible();
}

for (const width of [320, 375]) {
  test(`fills the form on a ${width} px phone: a field's message, then the thank-you`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 667 });
    await page.goto(formPath);
    await expect(page.getByRole('heading', { name: '社区活动报名', level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, `fill-in page at ${width} px`);
    await expectNoAxeViolations(page, `fill-in page at ${width} px`);
    // The display logic: 希望的时间 is asked only for 其他.
    await expect(page.getByRole('textbox', { name: '希望的时间' })).toBeHidden();
    await page.getByRole('radio', { name: '其他' }).check();
    await expect(page.getByRole('textbox', { name: '希望的时间' })).toBeVisible();
    await fillAndSubmit(page);
  });
}

test('keeps a half-filled answer in the browser and puts it back', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(formPath);
  await page.getByRole('textbox', { name: '姓名' }).fill('李四');
  await page.getByRole('radio', { name: '上午场' }).check();
  // A new visit (not a reload, whose form state the browser itself would restore).
  await page.goto('about:blank');
  await page.goto(formPath);
  await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue('李四');
  await expect(page.getByRole('radio', { name: '上午场' })).toBeChecked();
});

test('fills the form without scripts: the page posts and answers with messages or thanks', async ({
  browser,
}) => {
  await withoutScripts(browser, formPath, async (page) => {
    await page.setViewportSize({ width: 320, height: 568 });
    await expect(page.getByRole('heading', { name: '社区活动报名', level: 1 })).toBeVisible();
    await expect(page.getByText('仅当“参加场次”选择“其他”时填写')).toBeVisible();
    await expectNoSidewaysScroll(page, 'fill-in page without scripts');
    await fillAndSubmit(page, false);
  });
});

test('says a form is not found, and that a paused one is paused', async ({ page, request }) => {
  await page.setViewportSize({ width: 375, height: 667 });
  const missing = await page.goto('/f/nosuchform123');
  expect(missing?.status()).toBe(404);
  await expect(page.getByText('表单不存在或已下线')).toBeVisible();

  // One answer per phone number is paid (SMS codes); a new trial company has no micro-app balance.
  const paused = await publishedForm(request, {
    ...signUp,
    settings: { ...signUp.settings, onePerPhone: true },
  });
  await page.goto(paused);
  await expect(page.getByText('此表单包含付费专享功能，现已暂停使用')).toBeVisible();
  await expect(page.getByRole('textbox')).toHaveCount(0);
});
