import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { axeResults } from './support/axe.ts';
import { apiAs, demo } from './support/session.ts';
import { nextFrame, overlayClosed, overlayOpen } from './support/waits.ts';

const bodyOverflow = () => getComputedStyle(document.body).overflow;

const mobileViewport = { viewport: { width: 375, height: 667 }, isMobile: true, hasTouch: true };

/**
 * The home page scrolled to the opening application, once React owns the form: its code loads
 * when it comes near the screen or at the first interaction, and it answers from then on.
 */
async function openHome(page: Page) {
  await page.goto('/v2/index');
  await page.getByRole('heading', { level: 2, name: '开通申请' }).scrollIntoViewIfNeeded();
  await expect(page.locator('form[data-ready]')).toBeVisible();
}

/** The opening applications as the management platform lists them (platform 3). */
async function applications(request: APIRequestContext) {
  const operator = await apiAs(request, demo('operator'));
  const { list } = await operator.call<{ list: Record<string, string>[] }>(
    'manage/openingApplications',
    { page: 1, pageSize: 50 },
  );
  return list;
}

/**
 * The home page's banner carousel once it has moved on the first time, on a clock of the test's.
 * Its timer starts some time after the first paint (hydration, under load on CI); until it runs,
 * moving the clock moves it past nothing: the clock moves on one `period` at a time until then.
 * The clock is paused, so it moves only when the journey moves it: left ticking, the seconds a
 * loaded machine takes between two steps moved the banners on by themselves.
 */
async function runningCarousel(page: Page, period: number) {
  // Paused before the page loads; a minute ahead, so the pause never lies in the installed
  // clock's past, however long installing it took.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 60_000);
  await page.goto('/v2/index');
  const carousel = page.getByRole('region', { name: '宣传视频' });
  const current = carousel.locator('button[aria-current="true"]');
  await expect(current).toHaveAccessibleName(/^第1张/);
  await expect
    .poll(async () => {
      await page.clock.runFor(period);
      return current.getAttribute('aria-label');
    })
    .toMatch(/^第2张/);
  return { carousel, current };
}

const unique = () => Date.now().toString(36).slice(-6);

test.describe('desktop home page (1366 × 768)', () => {
  test('an application is filled with the mouse, sent, cleared and seen by the management platform', async ({
    page,
    request,
  }) => {
    const company = `苏州${unique()}科技有限公司`;
    await openHome(page);
    const form = page.getByRole('form', { name: '开通申请' });
    await form.getByRole('textbox', { name: '姓名' }).fill('周');
    await expect(form.getByText('先生/女士')).toBeVisible();
    await form.getByRole('textbox', { name: '单位全称' }).fill(company);
    await form.getByRole('textbox', { name: '需求描述' }).fill('了解5G消息在办事提醒中的应用');
    await form.getByRole('button', { name: /^所在省市/ }).click();
    await page.getByRole('searchbox', { name: '搜索省市' }).fill('东莞');
    await page.getByRole('option', { name: '广东省 / 东莞市' }).click();
    await expect(form.getByRole('button', { name: /^所在省市/ })).toContainText('广东省 / 东莞市');
    await form.getByRole('textbox', { name: '联系邮箱' }).fill('zhou@example.com');
    await form.getByRole('button', { name: '提交申请' }).click();

    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(form.getByRole('textbox', { name: '单位全称' })).toHaveValue('');
    await expect(form.getByRole('button', { name: /^所在省市/ })).toContainText('请选择所在省市');

    const sent = (await applications(request)).find((a) => a.company === company);
    expect(sent).toMatchObject({
      name: '周',
      tel: '',
      province: '44',
      city: '4419',
      content: '了解5G消息在办事提醒中的应用',
      email: 'zhou@example.com',
    });
  });

  test('each field says what is wrong when it loses focus, with the spec messages', async ({
    page,
  }) => {
    await openHome(page);
    const form = page.getByRole('form', { name: '开通申请' });
    const blurred = async (name: string | RegExp, role: 'textbox' | 'button' = 'textbox') => {
      await form.getByRole(role, { name }).focus();
      await form.getByRole(role, { name }).blur();
    };
    await blurred('姓名');
    await expect(form.getByText('请填写姓名')).toBeVisible();
    await blurred('单位全称');
    await expect(form.getByText('请填写单位全称')).toBeVisible();
    await blurred('需求描述');
    await expect(form.getByText('请填写需求描述')).toBeVisible();
    await blurred(/^所在省市/, 'button');
    await expect(form.getByText('请选择所在省市', { exact: true }).last()).toBeVisible();
    await form.getByRole('textbox', { name: '联系邮箱' }).fill('zhou@example');
    await form.getByRole('textbox', { name: '联系邮箱' }).blur();
    await expect(form.getByText('请正确填写邮箱')).toBeVisible();

    // Corrected fields stop complaining; nothing was sent while the form was invalid.
    await form.getByRole('textbox', { name: '姓名' }).fill('周');
    await expect(form.getByText('请填写姓名')).toBeHidden();
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(form.getByText('请填写单位全称')).toBeVisible();
    await expect(page.getByText('提交成功')).toBeHidden();
  });

  test('a failed submission says why and keeps what was typed', async ({ page }) => {
    await page.route('**/api/platform/base/addPening', (route) =>
      route.fulfill({ status: 503, body: 'Service Unavailable' }),
    );
    await openHome(page);
    const form = page.getByRole('form', { name: '开通申请' });
    await form.getByRole('textbox', { name: '姓名' }).fill('周');
    await form.getByRole('textbox', { name: '单位全称' }).fill('苏州示例科技有限公司');
    await form.getByRole('textbox', { name: '需求描述' }).fill('了解微应用');
    await form.getByRole('button', { name: /^所在省市/ }).click();
    await page.getByRole('searchbox', { name: '搜索省市' }).fill('苏州');
    await page.getByRole('option', { name: '江苏省 / 苏州市' }).click();
    await form.getByRole('textbox', { name: '联系邮箱' }).fill('zhou@example.com');
    await form.getByRole('button', { name: '提交申请' }).click();
    await expect(page.getByText('系统升级或维护中，请稍后再试')).toBeVisible();
    await expect(form.getByRole('textbox', { name: '单位全称' })).toHaveValue(
      '苏州示例科技有限公司',
    );
    await expect(form.getByRole('button', { name: /^所在省市/ })).toContainText('江苏省 / 苏州市');
  });

  test('the application can be sent with the keyboard alone', async ({ page, request }) => {
    const company = `杭州${unique()}网络有限公司`;
    await openHome(page);
    const form = page.getByRole('form', { name: '开通申请' });
    await form.getByRole('textbox', { name: '姓名' }).focus();
    await page.keyboard.type('吴');
    await page.keyboard.press('Tab');
    await page.keyboard.type(company);
    await page.keyboard.press('Tab');
    await page.keyboard.type('希望开通微传播');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: /^所在省市/ })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('searchbox', { name: '搜索省市' })).toBeFocused();
    await page.keyboard.type('杭州');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(form.getByRole('button', { name: /^所在省市/ })).toContainText('浙江省 / 杭州市');
    await expect(form.getByRole('button', { name: /^所在省市/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type('wu@example.cn');
    await page.keyboard.press('Tab');
    await expect(form.getByRole('button', { name: '提交申请' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('提交成功')).toBeVisible();

    const sent = (await applications(request)).find((a) => a.company === company);
    expect(sent).toMatchObject({
      name: '吴',
      province: '33',
      city: '3301',
      email: 'wu@example.cn',
    });
  });

  test('the banner video plays in an 880 × 495 modal, the page stands still, and closing resumes the carousel', async ({
    page,
  }) => {
    // The 10 s period itself is checked below, once the carousel is running.
    const { carousel, current } = await runningCarousel(page, 10_000);

    await carousel
      .getByRole('group', { name: '2 / 3' })
      .getByRole('button', { name: '播放视频' })
      .click();
    const modal = page.getByRole('dialog', { name: '微应用 · 表单问卷即建即用' });
    await expect(modal).toBeVisible();
    const video = modal.locator('video');
    expect(await video.boundingBox()).toMatchObject({ width: 880, height: 495 });
    await expect.poll(() => page.evaluate(bodyOverflow)).toBe('hidden');
    await page.clock.runFor(30_000);
    await expect(current).toHaveAccessibleName(/^第2张/);

    await modal.getByRole('button', { name: '关闭视频' }).click();
    await overlayClosed(modal);
    // The lock is lifted by the dialog's close event, a task after the dialog hides.
    await expect.poll(() => page.evaluate(bodyOverflow)).toBe('visible');
    await page.clock.runFor(10_000);
    await expect(current).toHaveAccessibleName(/^第3张/);

    // Esc closes it too.
    await carousel
      .getByRole('group', { name: '3 / 3' })
      .getByRole('button', { name: '播放视频' })
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await overlayClosed(page.getByRole('dialog'));
    await expect.poll(() => page.evaluate(bodyOverflow)).toBe('visible');
  });

  test('the header offers the console instead of the login when a token is stored', async ({
    page,
  }) => {
    await page.goto('/v2/index');
    await expect(page.getByRole('banner').getByRole('link', { name: '登录' })).toHaveAttribute(
      'href',
      '/v2/login',
    );
    await expect(page.getByRole('banner')).toContainText('400-097-0808');
    await page.evaluate(() => localStorage.setItem('token', 'a-session-token'));
    await page.reload();
    await expect(
      page.getByRole('banner').getByRole('link', { name: '进入控制台' }),
    ).toHaveAttribute('href', '/v2/pg/tpl_management');
  });

  test('the customer-service widget shows the line, its hours and a message entry', async ({
    page,
  }) => {
    await page.goto('/v2/index');
    const widget = page.getByRole('complementary', { name: '平台客服' });
    await widget.getByRole('button', { name: '客服' }).click();
    await expect(widget.getByRole('link', { name: '400-097-0808' })).toHaveAttribute(
      'href',
      'tel:4000970808',
    );
    await expect(widget).toContainText('工作日 9:00-18:00');
    await expect(widget.getByRole('link', { name: '在线留言' })).toBeVisible();
    // The home page raises it above its last lines (96 px from the bottom, 24 from the end).
    const box = (await widget.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.height - (box.y + box.height)).toBeCloseTo(96, 0);
    expect(viewport.width - (box.x + box.width)).toBeCloseTo(24, 0);
  });

  test('the public content comes from the service, which may have changed since the build', async ({
    page,
  }) => {
    await page.route('**/api/platform/site/home', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.data.providers[0].name = '北京新授权服务商有限公司';
      await route.fulfill({ response, json: body });
    });
    await openHome(page);
    await expect(page.getByRole('heading', { name: '北京新授权服务商有限公司' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '金牌客户' })).toBeVisible();
    await expect(page.getByText('近365天消费满¥300,000.00')).toBeVisible();
    await page.getByRole('tab', { name: '文旅文博' }).click();
    await expect(page.getByRole('tabpanel')).toContainText('展览与门票预约');
    const cover = page.locator('img[src$="banners/message.webp"]').first();
    expect(await cover.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1366);
  });

  test('has no axe violations, and keeps the minimum body width of 1366', async ({ page }) => {
    await openHome(page);
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBe(1366);
    await page.setViewportSize({ width: 1200, height: 768 });
    expect(await page.evaluate(() => document.body.getBoundingClientRect().width)).toBe(1366);
    await page.setViewportSize({ width: 1366, height: 768 });
    const results = await axeResults(page);
    expect(results.violations).toEqual([]);
  });
});

test('crossing from narrow to wide reloads; wide to narrow switches in place', async ({ page }) => {
  await page.setViewportSize({ width: 800, height: 700 });
  await openHome(page);
  await expect(page.getByRole('button', { name: '立即申请体验' })).toBeVisible();
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));

  await page.setViewportSize({ width: 1024, height: 700 });
  await nextFrame(page);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);

  const reloaded = page.waitForEvent('load');
  await page.setViewportSize({ width: 1025, height: 700 });
  await reloaded;
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(false);
  await expect(page.getByRole('button', { name: '提交申请' })).toBeVisible();

  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  await page.setViewportSize({ width: 900, height: 700 });
  await expect(page.getByRole('button', { name: '立即申请体验' })).toBeVisible();
  await expect(page.getByRole('button', { name: '提交申请' })).toHaveCount(0);
  expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
});

test.describe('mobile home page (375 × 667)', () => {
  test.use(mobileViewport);

  test('the customer-service widget keeps its rem-sized place at the corner', async ({ page }) => {
    await openHome(page);
    const widget = page.getByRole('complementary', { name: '平台客服' });
    // 1rem is 100 px on a 375 px phone (spec §9): 0.12rem from the end, 0.6rem from the bottom.
    // Polled: once, under load, it was measured while the page was still being laid out.
    await expect
      .poll(async () => {
        const box = (await widget.boundingBox())!;
        return [Math.round(375 - (box.x + box.width)), Math.round(667 - (box.y + box.height))];
      })
      .toEqual([12, 60]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  test('the mobile form checks in the spec order with a toast, then sends the region names too', async ({
    page,
    request,
  }) => {
    const company = `成都${unique()}数字科技有限公司`;
    await openHome(page);
    const form = page.getByRole('form', { name: '开通申请' });
    const apply = form.getByRole('button', { name: '立即申请体验' });
    const toast = (text: string) => page.getByRole('alert').filter({ hasText: text });

    await apply.click();
    await expect(toast('请填写姓名')).toBeVisible();
    await form.getByRole('textbox', { name: '姓名' }).fill('郑');
    await apply.click();
    await expect(toast('请选择所在省市')).toBeVisible();

    await form.getByRole('button', { name: /^所在省市/ }).click();
    const sheet = page.getByRole('dialog', { name: '选择所在省市' });
    // At rest before the first press: one that landed while the sheet was still coming in
    // focused 四川省 without choosing it.
    await overlayOpen(page, sheet);
    await expect(sheet.getByRole('button', { name: '确定' })).toBeDisabled();
    const province = sheet.getByRole('option', { name: '四川省' });
    // In the middle of the list, not at its edge: focusing an edge option on press can scroll the
    // list under the pointer, and a press released off its option is cancelled (once under load,
    // 四川省 was focused and hovered but not chosen).
    await province.evaluate((option) => option.scrollIntoView({ block: 'center' }));
    await province.click();
    await expect(province).toHaveAttribute('aria-selected', 'true');
    await sheet.getByRole('option', { name: '成都市' }).click();
    await sheet.getByRole('button', { name: '确定' }).click();
    await expect(form.getByRole('button', { name: /^所在省市/ })).toContainText('四川省 / 成都市');

    await apply.click();
    await expect(toast('请填写需求描述')).toBeVisible();
    await form.getByRole('textbox', { name: '需求描述' }).fill('需要定制微应用');
    await apply.click();
    await expect(toast('请填写公司名称')).toBeVisible();
    await form.getByRole('textbox', { name: '公司名称' }).fill(company);
    await apply.click();
    await expect(toast('请填写邮箱')).toBeVisible();
    await form.getByRole('textbox', { name: '邮箱' }).fill('zheng@');
    await apply.click();
    await expect(toast('请正确填写邮箱')).toBeVisible();
    await form.getByRole('textbox', { name: '邮箱' }).fill('zheng@example.com');
    await apply.click();
    await expect(toast('提交成功')).toBeVisible();
    await expect(form.getByRole('textbox', { name: '公司名称' })).toHaveValue('');

    const sent = (await applications(request)).find((a) => a.company === company);
    expect(sent).toMatchObject({
      name: '郑',
      province: '51',
      city: '5101',
      provinceName: '四川省',
      cityName: '成都市',
      content: '需要定制微应用',
    });
  });

  test('the mobile layout has the logo, a consultation call, the footer and the root-font rule', async ({
    page,
  }) => {
    await openHome(page);
    const header = page.getByRole('banner');
    await expect(header.getByRole('heading', { level: 1, name: '5G智能平台' })).toBeVisible();
    await expect(header.getByRole('link', { name: '业务咨询' })).toHaveAttribute(
      'href',
      'tel:4000970808',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('400-097-0808');
    await expect(footer).toContainText('地址');
    await expect(footer).toContainText('版权所有');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe(
      '100px',
    );
  });

  test('the banners move on every 3 s and follow a swipe', async ({ page }) => {
    const { carousel, current } = await runningCarousel(page, 3_000);

    const box = (await carousel.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 300, y);
    await page.mouse.down();
    await page.mouse.move(box.x + 60, y, { steps: 4 });
    await page.mouse.up();
    await expect(current).toHaveAccessibleName(/^第3张/);
    // A swipe restarts the wait: 3 s later the last banner gives way to the first.
    await page.clock.runFor(2_900);
    await expect(current).toHaveAccessibleName(/^第3张/);
    await page.clock.runFor(100);
    await expect(current).toHaveAccessibleName(/^第1张/);
  });

  test('has no axe violations', async ({ page }) => {
    await openHome(page);
    const results = await axeResults(page);
    expect(results.violations).toEqual([]);
  });
});
