import { expect, test, type Locator, type Page } from '@playwright/test';
import { pngFile } from './support/data.ts';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { demo, signInToConsole } from './support/session.ts';
import { overlayOpen, settled } from './support/waits.ts';

// Layout defects a review found, at the usual desktop, 1366×768 (the config's viewport).

const sideMenu = (page: Page) => page.getByRole('navigation', { name: '快捷菜单' });

/**
 * The page's controls (links, buttons, fields, tabs) whose column the side menu covers, at any
 * scroll position: the content must keep out of the menu's gutter. The header and other floating
 * layers (the customer-service button, which sits in the gutter below the menu) are not content.
 */
async function controlsInGutter(page: Page) {
  const menu = (await sideMenu(page).boundingBox())!;
  return page.evaluate((menu) => {
    const found: string[] = [];
    const controls = document.querySelectorAll(
      'a, button, input, [role="tab"], [role="link"], [role="button"]',
    );
    for (const element of controls) {
      if (element.closest('header')) continue;
      let layer: Element | null = element;
      while (layer && getComputedStyle(layer).position !== 'fixed') layer = layer.parentElement;
      if (layer) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.right > menu.x && box.left < menu.x + menu.width) {
        found.push(element.textContent?.trim() || element.getAttribute('aria-label') || '');
      }
    }
    return found;
  }, menu);
}

async function fontSize(locator: Locator) {
  return locator.evaluate((element) => getComputedStyle(element).fontSize);
}

test('the side menu keeps its gutter clear, folded and unfolded, and stays inside a shrinking window', async ({
  page,
}) => {
  await signInToConsole(page, demo('gold'));
  for (const path of [
    '/v2/account-order',
    '/v2/account-Support',
    '/v2/pg_information',
    '/v2/service',
    '/v2/pe/my_tpl',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled(page);
    await expect(sideMenu(page)).toBeVisible();
    expect(await controlsInGutter(page), `${path}, folded`).toEqual([]);
  }

  // Unfolded, the menu is wider and so is its gutter.
  await page.goto('/v2/account-order');
  await settled(page);
  const folded = (await sideMenu(page).boundingBox())!;
  await sideMenu(page).getByRole('button', { name: '展开菜单' }).click();
  await expect
    .poll(async () => (await sideMenu(page).boundingBox())!.width)
    .toBeGreaterThan(folded.width);
  await expect.poll(() => controlsInGutter(page)).toEqual([]);
  const unfolded = (await sideMenu(page).boundingBox())!;
  expect(unfolded.x + unfolded.width).toBeLessThanOrEqual(1366);

  // A narrower, lower window: the menu moves back inside it.
  await page.setViewportSize({ width: 1100, height: 500 });
  await expect
    .poll(async () => {
      const box = (await sideMenu(page).boundingBox())!;
      return box.x >= 0 && box.y >= 0 && box.x + box.width <= 1100 && box.y + box.height <= 500;
    })
    .toBe(true);
  await expect.poll(() => controlsInGutter(page)).toEqual([]);
});

test('the settlement dialog keeps 提交订单 in view at 768 px high, and the new order is brought into view and marked', async ({
  page,
  request,
}) => {
  const trial = await freshTrialAccount(request);
  await signInToConsole(page, trial);
  await page.goto('/v2/setmeal?currentTab=service_communicate');
  for (const name of ['5G消息套餐（1万条）', '微应用套餐（50个）']) {
    await page
      .getByRole('region', { name, exact: true })
      .getByRole('button', { name: /增加数量/ })
      .click();
  }
  await page.getByRole('button', { name: /查看明细/ }).click();
  await page.getByRole('button', { name: '去结算' }).click();
  const dialog = page.getByRole('dialog', { name: '支付结算' });
  // Measured once it has finished growing in.
  await overlayOpen(page, dialog);
  const submit = dialog.getByRole('button', { name: '提交订单' });
  await expect(submit).toBeInViewport({ ratio: 1 });

  // The proof's drop zone is as wide as the form's fields.
  const form = (await dialog.getByRole('form', { name: '结算信息' }).boundingBox())!;
  const proof = (await dialog.getByRole('group', { name: /汇款凭证/ }).boundingBox())!;
  expect(Math.round(proof.width)).toBe(Math.round(form.width));

  await dialog.getByLabel('交易流水编号').fill('LY20261123001');
  await dialog.locator('input[type=file]').setInputFiles(pngFile('proof.png'));
  await expect(dialog.getByRole('img', { name: '汇款凭证' })).toBeVisible();
  await expect(submit).toBeInViewport({ ratio: 1 });
  // Nothing of the scrolled body lies over the actions.
  const centre = (await submit.boundingBox())!;
  const onTop = await page.evaluate(
    ({ x, y }) => document.elementFromPoint(x, y)?.closest('button')?.textContent,
    { x: centre.x + centre.width / 2, y: centre.y + centre.height / 2 },
  );
  expect(onTop).toBe('提交订单');
  await submit.click();
  await expect(page).toHaveURL(/\/v2\/account-order$/);

  const row = page.getByRole('grid', { name: '订单列表' }).getByRole('row').filter({
    hasText: '新提交',
  });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('待确认');
  await expect(row.getByRole('rowheader')).toBeInViewport({ ratio: 1 });
});

test('no empty band under the header, and links sized alike', async ({ page }) => {
  await page.goto('/v2/login');
  // 忘记密码？ opens a dialog but reads as one of the links beside it: same size, same line.
  const forgot = page.getByRole('button', { name: '忘记密码？' });
  const register = page.getByRole('link', { name: '注册账号' });
  expect(await fontSize(forgot)).toBe(await fontSize(register));
  const [forgotBox, registerBox] = [(await forgot.boundingBox())!, (await register.boundingBox())!];
  expect(
    Math.abs(forgotBox.y + forgotBox.height - (registerBox.y + registerBox.height)),
  ).toBeLessThanOrEqual(2);

  await signInToConsole(page, demo('gold'));
  for (const path of ['/v2/service', '/v2/account-order']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    const main = (await page.getByRole('main').boundingBox())!;
    expect(main.y, `${path}: the page starts under the header`).toBe(header.y + header.height);
  }

  // In a balance tile 明细 (a button) is the size of 查看 and 订购 (links).
  await settled(page);
  const tile = page.getByRole('region', { name: '定制服务数', exact: true });
  const detail = tile.getByRole('button', { name: '明细' });
  expect(await fontSize(detail)).toBe(await fontSize(tile.getByRole('link', { name: '订购' })));
  expect(await fontSize(detail)).toBe(await fontSize(tile.getByRole('link', { name: '查看' })));
});

test("the order filter's date error leaves the row's fields and button in line", async ({
  page,
}) => {
  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/account-order');
  await settled(page);
  const filter = page.getByRole('form', { name: '订单筛选' });
  await filter.getByRole('spinbutton', { name: /年, 开始日期/ }).click();
  await page.keyboard.type('20301231');
  await page.keyboard.press('Tab');
  await expect(filter.getByText(/或更早日期/)).toBeVisible();

  const middle = async (locator: Locator) => {
    const box = (await locator.boundingBox())!;
    return box.y + box.height / 2;
  };
  const dateLine = await middle(filter.getByRole('spinbutton', { name: /年, 开始日期/ }));
  for (const control of [
    filter.getByRole('textbox', { name: '订单号' }),
    filter.getByRole('button', { name: '查询' }),
  ]) {
    expect(Math.abs((await middle(control)) - dateLine)).toBeLessThanOrEqual(3);
  }
});

test('the image code is a vector drawing shown at 120×40, legible on high-density screens', async ({
  page,
}) => {
  await page.goto('/v2/login');
  // Three failed sign-ins (an account that does not exist) ask for the image code.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    await page.getByRole('textbox', { name: '账号' }).fill('layout_nobody');
    await page.locator('input[name="password"]').fill('Wrong5G@Pass');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('账号或密码错误').first()).toBeVisible();
  }
  const image = page.getByRole('img', { name: '图形验证码' });
  await expect(image).toBeVisible();
  const box = (await image.boundingBox())!;
  expect([Math.round(box.width), Math.round(box.height)]).toEqual([120, 40]);
  // Drawn as SVG in the same 3:1 proportions, so it is sharp at any pixel density.
  const source = await page.request.get((await image.getAttribute('src'))!);
  expect(source.headers()['content-type']).toContain('image/svg+xml');
  expect(await source.text()).toMatch(/<svg[^>]*width="150"[^>]*height="50"/);
});
