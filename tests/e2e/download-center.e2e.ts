import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { apiOf, demo, expectNoAxeViolations, signInToConsole } from './support/session.ts';

test('the address book is exported and its file downloaded from the download centre', async ({
  page,
  request,
}) => {
  await signInToConsole(page, demo('gold'));
  const { call } = await apiOf(request, page);
  const group = await call<{ id: string }>('contact/saveGroup', { name: '导出测试组' });
  for (const [name, mobile] of [
    ['周七', '13812345678'],
    ['吴八', '13912345678'],
  ]) {
    await call('contact/save', { groupId: group.id, name, mobile });
  }

  // 导出 on the address book queues the job and points the way to the download centre.
  await page.goto('/v2/pe/address_list');
  // Exactly 导出: the groups the journey made (导出测试组) have buttons whose names contain it.
  await page.getByRole('button', { name: '导出', exact: true }).click();
  await expect(page.getByText('已加入下载中心')).toBeVisible();
  await page.getByRole('link', { name: '前往下载中心' }).click();
  await expect(page).toHaveURL(/\/v2\/pe\/download_center$/);
  await expect(page.getByRole('heading', { name: '下载中心', level: 1 })).toBeVisible();

  // The list asks again by itself until the file is ready.
  const row = page.getByRole('row').filter({ hasText: /通讯录_\d{12}\.xlsx/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('可下载')).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('通讯录');
  await expect(row).toContainText(/\d+(\.\d)? KB/);
  await expect(row).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  const fileName = (await row.getByRole('rowheader').innerText()).trim();

  await expectNoAxeViolations(page, 'download centre');

  // 下载 from the keyboard (Tab into the table, arrows along the row): the file arrives under the
  // server's Chinese name and is a workbook.
  const downloadButton = row.getByRole('button', { name: `下载 ${fileName}` });
  await page.getByRole('button', { name: '刷新' }).focus();
  await page.keyboard.press('Tab');
  await expect(row).toBeFocused();
  for (let cell = 0; cell < 7; cell += 1) await page.keyboard.press('ArrowRight');
  await expect(downloadButton).toBeFocused();
  const downloading = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(fileName);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(await download.path());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
  expect(rows[0]).toEqual(['姓名', '手机号码', '分组', '备注', '添加时间']);
  expect(rows.slice(1).map((r) => r.slice(0, 3))).toEqual(
    expect.arrayContaining([
      ['周七', '13812345678', '导出测试组'],
      ['吴八', '13912345678', '导出测试组'],
    ]),
  );

  // A phone's width: still usable and clean.
  await page.setViewportSize({ width: 320, height: 640 });
  await expect(row.getByRole('button', { name: `下载 ${fileName}` })).toBeVisible();
  await expectNoAxeViolations(page, 'download centre at 320 px');
});

test('the bills of 账单明细 are exported from their tab and made in the download centre', async ({
  page,
}) => {
  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/account-billdetail');
  await page.getByRole('tab', { name: '5G消息' }).click();
  await expect(page.getByRole('grid', { name: '账单列表' })).toBeVisible();
  const filters = page.getByRole('form', { name: '账单筛选' });
  const exportButton = filters.getByRole('button', { name: '导出' });
  /** Where 导出 lies in its row of filters (the page scrolls to it when it is clicked). */
  const placeInFilters = async () => {
    const [button, row] = [(await exportButton.boundingBox())!, (await filters.boundingBox())!];
    return { x: button.x - row.x, y: button.y - row.y };
  };
  const before = await placeInFilters();
  await exportButton.click();
  await expect(page.getByText('已加入下载中心')).toBeVisible();
  // The way to the download centre is in the message, which stays until closed: 导出 stays where
  // it was, and the way is within the screen at a phone's width too.
  expect(await placeInFilters()).toEqual(before);
  const toCentre = page
    .getByRole('region', { name: '消息通知' })
    .getByRole('link', { name: '前往下载中心' });
  for (const width of [1366, 320]) {
    await page.setViewportSize({ width, height: 640 });
    const link = (await toCentre.boundingBox())!;
    expect(link.x).toBeGreaterThanOrEqual(0);
    expect(link.x + link.width).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, `bills at ${width} px`);
  }
  await page.setViewportSize({ width: 1366, height: 768 });
  await toCentre.click();
  await expect(page).toHaveURL(/\/v2\/pe\/download_center$/);
  const row = page.getByRole('row').filter({ hasText: /账单明细_5G消息_\d{8}-\d{8}_\d{12}\.xlsx/ });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('可下载')).toBeVisible({ timeout: 30_000 });
});
