import { expect, test, type Page } from '@playwright/test';
import { fresh, pngFile } from './support/data.ts';
import { tabTo } from './support/keyboard.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';
import {
  companyWithBalances,
  endShowcasePeriod,
  uploadMaterial,
  videoFile,
} from './support/showcases.ts';
import { apiOf, expectNoAxeViolations, signInToConsole } from './support/session.ts';
import { overlayClosed, overlayOpen } from './support/waits.ts';

// Showcases in the console, each journey with a company of its own credited by the operator:
// an album built from the library, ordered by keyboard and published (one e-album taken, public
// logged out; the next refused for want of balance); the business card published as the company
// home, and ended with its showcase period; a +媒体 video published onto the company home.

type Album = { id: string; title: string; status: string; publicUrl: string | null };
type Card = { name: string; publicUrl: string | null; pcUrl: string | null; live: boolean };

/** The company home's address on this server (the card gives it on the site's own host). */
const pathOf = (url: string | null) => new URL(url!, 'http://x').pathname;

/** The account centre's balance tile `title` shows `amount` (its words for screen readers). */
async function expectTile(page: Page, title: string, amount: string) {
  await page.goto('/v2/account-order');
  await expect(page.getByRole('region', { name: title })).toContainText(amount);
}

const saved = (page: Page) =>
  expect(page.getByRole('status').filter({ hasText: '已保存' })).toBeVisible();

test('an album built from the library and ordered by keyboard is published once: one e-album taken, public logged out; the next is refused', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const company = await companyWithBalances(request, { 5: 1 });
  await signInToConsole(page, company);
  await expectTile(page, '电子画册个数', '1个');

  await test.step('two images in the material library', async () => {
    await page.goto('/v2/pe/material_library');
    for (const name of ['展厅.png', '产品.png']) {
      await page.locator('input[type=file]').first().setInputFiles(pngFile(name));
      await expect(
        page.getByText(`${name.replace('.png', '')} 已上传，等待运营商审核`),
      ).toBeVisible();
    }
  });

  await page.goto('/v2/travel/travel_card/album-painting');
  await expect(page.getByRole('heading', { level: 1, name: '电子画册' })).toBeVisible();
  await expect(page.getByText('您还没有电子画册')).toBeVisible();
  await expectNoAxeViolations(page, '电子画册（空）');

  const title = fresh('企业画册');
  await test.step('the editor: the title creates the album, two pages from the library', async () => {
    await page.getByRole('button', { name: '新建画册' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: '编辑电子画册' })).toBeVisible();
    await page.getByRole('textbox', { name: '画册标题' }).fill(title);
    await expect(page).toHaveURL(/\/album-painting\/editor\?id=\d+$/);
    await saved(page);
    for (const name of ['展厅', '产品']) {
      await page.getByRole('button', { name: '添加图片' }).click();
      const dialog = page.getByRole('dialog', { name: '选择图片' });
      await dialog.getByRole('row', { name: new RegExp(name) }).click();
      await dialog.getByRole('button', { name: '确定' }).click();
      await overlayClosed(dialog);
    }
    const pages = page.getByRole('grid', { name: '画册页面' }).getByRole('row');
    await expect(pages).toHaveCount(2);
    await saved(page);
  });

  await test.step('the first page moved after the second by keyboard alone', async () => {
    const later = page.getByRole('button', { name: '后移“第1页”' });
    await tabTo(page, later);
    await page.keyboard.press('Enter');
    await expect(page.getByText('“第1页”已移到第2位，共2项')).toBeAttached();
    await expect(page.getByRole('button', { name: /^前移“第2页/ })).toBeFocused();
    await saved(page);
    await expectNoAxeViolations(page, '编辑电子画册');
  });

  const customer = await apiOf(request, page);
  await test.step('发布 takes the one e-album; the album is public logged out', async () => {
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `发布“${title}”？` });
    await expect(confirm).toContainText('首次发布将扣减一个电子画册余额');
    await confirm.getByRole('button', { name: '发布' }).click();
    await expect(page.getByRole('heading', { level: 1, name: '电子画册' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: title })).toContainText('已发布');
    await expectTile(page, '电子画册个数', '0个');

    const { list } = await customer.call<{ list: Album[] }>('book/list', { page: 1, pageSize: 10 });
    const album = list.find((a) => a.title === title)!;
    // The order the keyboard gave: 产品 first, 展厅 second.
    const detail = await customer.call<{ pages: { materialId: string }[] }>('book/getOne', {
      id: album.id,
    });
    const library = await customer.call<{ list: { id: string; name: string }[] }>('material/list', {
      page: 1,
      pageSize: 10,
      kind: 'image',
    });
    const nameOf = (id: string) => library.list.find((m) => m.id === id)?.name;
    expect(detail.pages.map((p) => nameOf(p.materialId))).toEqual(['产品', '展厅']);

    const visitor = await browser.newContext();
    const reader = await visitor.newPage();
    const response = await reader.goto(album.publicUrl!);
    expect(response?.status()).toBe(200);
    await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectNoAxeViolations(reader, '公开的电子画册');
    await visitor.close();
  });

  const second = fresh('第二本画册');
  await test.step('with no e-album left, 发布 is refused and nothing changes', async () => {
    const [image] = (
      await customer.call<{ list: { id: string }[] }>('material/list', {
        page: 1,
        pageSize: 10,
        kind: 'image',
      })
    ).list;
    const { id } = await customer.call<{ id: string }>('book/save', {
      title: second,
      pages: [{ materialId: image!.id }],
    });
    await page.goto(`/v2/travel/travel_card/album-painting/editor?id=${id}`);
    await expect(page.getByRole('textbox', { name: '画册标题' })).toHaveValue(second);
    await page.getByRole('button', { name: '发布', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: `发布“${second}”？` });
    await confirm.getByRole('button', { name: '发布' }).click();
    await expect(page.getByText('电子画册余额不足，请先订购')).toBeVisible();
    await expectNoAxeViolations(page, '发布被拒绝');
    await confirm.getByRole('button', { name: '取消' }).click();
    await overlayClosed(confirm);

    const { list } = await customer.call<{ list: Album[] }>('book/list', { page: 1, pageSize: 10 });
    expect(list.find((a) => a.id === id)).toMatchObject({ status: 'draft', publicUrl: null });
    await expectTile(page, '电子画册个数', '0个');
  });

  await test.step('the list at a phone width', async () => {
    await page.goto('/v2/travel/travel_card/album-painting');
    await expect(page.getByRole('article').filter({ hasText: second })).toContainText('草稿');
    await expect(page.getByRole('article').filter({ hasText: title })).toContainText('2页');
    await page.setViewportSize({ width: 375, height: 667 });
    await expectNoSidewaysScroll(page, '电子画册');
    await expectNoAxeViolations(page, '电子画册');
  });
});

test('the business card is published as the company home, opened logged out, and ends with the showcase period', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const company = await companyWithBalances(request, { 4: 1 });
  await signInToConsole(page, company);
  await page.goto('/v2/travel/travel_card');
  await expect(page.getByRole('heading', { level: 1, name: '商务名片' })).toBeVisible();
  await expect(page.getByText('商务展示有效期至')).toBeVisible();

  const name = fresh('名片单位');
  await test.step('name, a contact, the address down to its street, an introduction', async () => {
    await page.getByRole('textbox', { name: '名称' }).fill(name);
    await page.getByRole('button', { name: '添加联系人' }).click();
    const contact = page.getByRole('group', { name: '联系人1' });
    await contact.getByRole('textbox', { name: '姓名' }).fill('王经理');
    await contact.getByRole('textbox', { name: '手机号码' }).fill('13912345678');
    for (const [level, place] of [
      ['省份', '北京市'],
      ['城市', /北京市|市辖区/],
      ['区县', '东城区'],
      ['街道', '东华门街道'],
    ] as const) {
      await page.getByRole('button', { name: new RegExp(level) }).click();
      const options = page.getByRole('listbox');
      await overlayOpen(page, options);
      await options.getByRole('option', { name: place }).first().click();
      await overlayClosed(options);
    }
    await page.getByRole('textbox', { name: '详细地址' }).fill('东华门大街1号');
    await page.getByRole('textbox', { name: '简介' }).fill('政企客户的5G消息服务商。');
    await saved(page);
    await expectNoAxeViolations(page, '商务名片');
  });

  await test.step('发布: the company home is public', async () => {
    await page.getByRole('button', { name: '发布', exact: true }).click();
    await expect(page.getByRole('button', { name: '下架' })).toBeVisible();
    // The company home's link, with its QR code.
    await expect(page.getByRole('button', { name: '二维码' })).toBeVisible();
  });

  const customer = await apiOf(request, page);
  const card = await customer.call<Card>('travel/card/get');
  expect(card.live).toBe(true);
  const visitor = await browser.newContext({ viewport: { width: 375, height: 667 } });
  const home = await visitor.newPage();

  await test.step('the company home, phone and desktop, logged out', async () => {
    await home.goto(pathOf(card.publicUrl));
    await expect(home.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(home.getByText('东华门街道', { exact: false })).toBeVisible();
    await expect(home.getByText('王经理')).toBeVisible();
    await expectNoSidewaysScroll(home, '企业主页');
    await expectNoAxeViolations(home, '企业主页');
    await home.setViewportSize({ width: 1366, height: 768 });
    await home.goto(pathOf(card.pcUrl));
    await expect(home.getByRole('heading', { level: 1, name })).toBeVisible();
    await expectNoAxeViolations(home, '企业主页（电脑版）');
  });

  await test.step('once the showcase period has ended, the public card says so', async () => {
    await endShowcasePeriod(request, company.companyId);
    const response = await home.goto(pathOf(card.publicUrl));
    expect(response?.status()).toBe(410);
    await expect(home.getByRole('heading', { level: 1, name: '该商务展示已到期' })).toBeVisible();
    await expectNoAxeViolations(home, '已到期的企业主页');
    await page.reload();
    await expect(page.getByText('商务展示未订购或已到期')).toBeVisible();
  });
  await visitor.close();
});

test('a +媒体 video with its cover is published: one +媒体 taken, shown on the company home', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const company = await companyWithBalances(request, { 3: 1, 4: 1 });
  await signInToConsole(page, company);
  await uploadMaterial(request, page, videoFile('宣传片.mp4'));
  await uploadMaterial(request, page, pngFile('海报.png'));
  const customer = await apiOf(request, page);
  await customer.call('travel/card/save', {
    name: company.companyName,
    contacts: [{ name: '王经理', mobile: '13912345678' }],
  });
  const card = await customer.call<Card>('travel/card/publish');
  await expectTile(page, '+媒体条数', '1条');

  const title = fresh('宣传片');
  await test.step('添加媒体: the video and its cover from the library, a title', async () => {
    await page.goto('/v2/media/media_cms');
    await expect(page.getByRole('heading', { level: 1, name: '+媒体' })).toBeVisible();
    await expect(page.getByText('您还没有+媒体')).toBeVisible();
    await page.getByRole('button', { name: '添加媒体' }).first().click();
    const form = page.getByRole('dialog', { name: '添加媒体' });
    await overlayOpen(page, form);
    for (const [button, purpose, material] of [
      ['选择视频', '选择视频', '宣传片'],
      ['选择封面', '选择封面', '海报'],
    ] as const) {
      await form.getByRole('button', { name: button }).click();
      const library = page.getByRole('dialog', { name: purpose });
      await library.getByRole('row', { name: new RegExp(material) }).click();
      await library.getByRole('button', { name: '确定' }).click();
      await overlayClosed(library);
    }
    await expect(form.getByText('已选择视频')).toBeVisible();
    await expect(form.getByRole('img', { name: '已选封面' })).toBeVisible();
    await form.getByRole('textbox', { name: '标题' }).fill(title);
    await form.getByRole('textbox', { name: '简介' }).fill('一分钟了解我们的服务。');
    await expectNoAxeViolations(page, '添加媒体');
    await form.getByRole('button', { name: '保存' }).click();
    await overlayClosed(form);
    await expect(page.getByRole('article').filter({ hasText: title })).toContainText('草稿');
  });

  await test.step('发布 takes the one +媒体', async () => {
    const item = page.getByRole('article').filter({ hasText: title });
    await item.getByRole('button', { name: '发布' }).click();
    const confirm = page.getByRole('alertdialog', { name: `发布“${title}”？` });
    await confirm.getByRole('button', { name: '发布' }).click();
    await overlayClosed(confirm);
    await expect(item).toContainText('已发布');
    await expectNoAxeViolations(page, '+媒体');
    await expectTile(page, '+媒体条数', '0条');
  });

  await test.step('the company home lists it, logged out', async () => {
    const visitor = await browser.newContext({ viewport: { width: 375, height: 667 } });
    const home = await visitor.newPage();
    await home.goto(pathOf(card.publicUrl));
    await expect(home.getByRole('heading', { name: '媒体' })).toBeVisible();
    await expect(home.getByText(title)).toBeVisible();
    await expectNoSidewaysScroll(home, '企业主页的媒体');
    await expectNoAxeViolations(home, '企业主页的媒体');
    await visitor.close();
  });
});
