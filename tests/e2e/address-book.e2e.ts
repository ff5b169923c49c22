import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { freshTrialAccount } from './support/fresh-trial.ts';
import { tabTo } from './support/keyboard.ts';
import { expectNoAxeViolations, signInToConsole } from './support/session.ts';
import { overlayClosed } from './support/waits.ts';

// 通讯录 (/pe/address_list): groups, an import with bad rows and its report, search,
// adding and editing a contact, with the mouse and with the keyboard alone.

const fixture = (name: string) =>
  fs.readFileSync(path.join(import.meta.dirname, '../../api/src/contacts/fixtures', name));

/**
 * An export from a spreadsheet, as a customer would upload it: a variable column (城市), an invalid
 * number (row 3), a number repeated in the file (row 4 repeats row 2), a blank line (row 5), a
 * 10-digit number (row 7), a number with spaces around it and a remark with a comma (row 8), and a
 * second repeat (row 9 repeats row 6).
 */
const csv = fixture('contacts-with-bad-rows.csv');

/** An .xlsx as Excel saves it (numbers as numbers): 13800138000 (张三, already imported), 吴十. */
const workbook = fixture('contacts-more.xlsx');

async function openAddressBook(page: Page) {
  await page.goto('/v2/pe/address_list');
  await expect(page.getByRole('heading', { level: 1, name: '通讯录' })).toBeVisible();
  await expect(page).toHaveTitle(/^通讯录_5G智能平台_央视网$/);
}

const contactsTable = (page: Page) => page.getByRole('grid', { name: /联系人/ });

/** Picks a file in the import dialog through its 选择文件 button, as a user does. */
async function chooseImportFile(
  page: Page,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog', { name: '导入联系人' })
    .getByRole('button', { name: '选择文件' })
    .click();
  await (await chooser).setFiles(file);
}

test('import an address book with bad rows, search it, add and edit a contact', async ({
  page,
  request,
}) => {
  const customer = await freshTrialAccount(request);
  await signInToConsole(page, customer);
  await openAddressBook(page);
  await expect(page.getByText('暂无分组，新建一个分组来存放联系人')).toBeVisible();
  await expect(page.getByText('暂无联系人，请先新建分组')).toBeVisible();
  await expect(page.getByRole('button', { name: '导入' })).toBeDisabled();
  await expectNoAxeViolations(page, '通讯录（空）');

  // A group to import into.
  await page.getByRole('button', { name: '新建分组' }).click();
  const groupDialog = page.getByRole('dialog', { name: '新建分组' });
  await groupDialog.getByRole('button', { name: '保存' }).click();
  await expect(groupDialog.getByText('请填写分组名称')).toBeVisible();
  await groupDialog.getByRole('textbox', { name: '分组名称' }).fill('社区居民');
  await groupDialog.getByRole('button', { name: '保存' }).click();
  await overlayClosed(groupDialog);
  const group = page.getByRole('button', { name: /^社区居民\s*0$/ });
  await expect(group).toHaveAttribute('aria-current', 'true');

  // The import: the file's bad rows come back with their row numbers, the good ones are added.
  await page.getByRole('button', { name: '导入' }).click();
  const importDialog = page.getByRole('dialog', { name: '导入联系人' });
  await expect(importDialog.getByRole('button', { name: /导入到分组$/ })).toContainText('社区居民');
  await importDialog.getByRole('button', { name: '开始导入' }).click();
  await expect(importDialog.getByText('请选择文件')).toBeVisible();
  await chooseImportFile(page, { name: '居民名单.csv', mimeType: 'text/csv', buffer: csv });
  await expect(importDialog.getByText('居民名单.csv')).toBeVisible();
  await importDialog.getByRole('button', { name: '开始导入' }).click();
  const report = page.getByRole('dialog', { name: '导入结果' });
  await expect(report.getByText('已导入 3 个联系人到“社区居民”')).toBeVisible();
  await expect(report).toContainText(
    '共读取 7 行，成功导入 3 行；无效 2 行，文件内重复 2 行，分组中已存在 0 行。变量：城市',
  );
  const problems = report.getByRole('grid', { name: '未导入的行' });
  await expect(problems.getByRole('row')).toHaveCount(5);
  for (const [row, mobile, kind, reason] of [
    ['第3行', '12345678901', '无效', '手机号格式错误'],
    ['第4行', '13800138000', '文件内重复', '与第2行重复'],
    ['第7行', '1391234567', '无效', '手机号格式错误'],
    ['第9行', '13912345678', '文件内重复', '与第6行重复'],
  ]) {
    await expect(problems.getByRole('row').filter({ hasText: row })).toContainText(
      `${mobile}${kind}${reason}`,
    );
  }
  await expectNoAxeViolations(page, '导入结果');
  await report.getByRole('button', { name: '完成' }).click();
  await expect(report).toBeHidden();

  await expect(page.getByRole('button', { name: /^社区居民\s*3$/ })).toBeVisible();
  const table = contactsTable(page);
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').filter({ hasText: '孙八' })).toContainText(
    '13700001111社区居民备注, 含逗号城市：成都',
  );
  await expectNoAxeViolations(page, '通讯录');

  // Search by part of a mobile, then by name; reset shows them all again.
  const search = page.getByRole('search', { name: '搜索联系人' });
  await search.getByRole('textbox', { name: '姓名或手机号' }).fill('0013');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('张三');
  await search.getByRole('textbox', { name: '姓名或手机号' }).fill('赵');
  await search.getByRole('textbox', { name: '姓名或手机号' }).press('Enter');
  await expect(table.getByRole('row')).toHaveCount(2);
  await expect(table).toContainText('赵六');
  await search.getByRole('textbox', { name: '姓名或手机号' }).fill('没有这个人');
  await search.getByRole('button', { name: '查询' }).click();
  await expect(page.getByText('没有符合条件的联系人')).toBeVisible();
  await search.getByRole('button', { name: '重置' }).click();
  await expect(table.getByRole('row')).toHaveCount(4);

  // Add a contact with a template variable; the number is checked by the spec's pattern.
  await page.getByRole('button', { name: '新建联系人' }).click();
  const add = page.getByRole('dialog', { name: '新建联系人' });
  await expect(add.getByRole('button', { name: /分组$/ })).toContainText('社区居民');
  await add.getByRole('textbox', { name: '手机号' }).fill('1391234567');
  await add.getByRole('textbox', { name: '手机号' }).blur();
  await expect(add.getByText('请正确填写手机号')).toBeVisible();
  await add.getByRole('textbox', { name: '手机号' }).fill('13600000001');
  await add.getByRole('textbox', { name: '姓名' }).fill('钱七');
  await add.getByRole('button', { name: '添加变量' }).click();
  await add.getByRole('textbox', { name: '变量名 1' }).fill('城市');
  await add.getByRole('textbox', { name: '变量值 1' }).fill('杭州');
  await expectNoAxeViolations(page, '新建联系人');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(add).toBeHidden();
  await expect(page.getByText('联系人已添加')).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '钱七' })).toContainText(
    '13600000001社区居民-城市：杭州',
  );

  // A number already in the group is refused; then edit the contact.
  await page.getByRole('button', { name: '新建联系人' }).click();
  await add.getByRole('textbox', { name: '手机号' }).fill('13600000001');
  await add.getByRole('button', { name: '保存' }).click();
  await expect(page.getByText('该分组中已有此手机号')).toBeVisible();
  await add.getByRole('button', { name: '关闭' }).click();
  await expect(add).toBeHidden();

  await table.getByRole('button', { name: '编辑 钱七' }).click();
  const edit = page.getByRole('dialog', { name: '编辑联系人' });
  await expect(edit.getByRole('textbox', { name: '变量值 1' })).toHaveValue('杭州');
  await edit.getByRole('textbox', { name: '姓名' }).fill('钱七娘');
  await edit.getByRole('textbox', { name: '备注' }).fill('楼长');
  await edit.getByRole('button', { name: '保存' }).click();
  await overlayClosed(edit);
  await expect(table.getByRole('row').filter({ hasText: '钱七娘' })).toContainText(
    '13600000001社区居民楼长城市：杭州',
  );
  await expect(page.getByRole('button', { name: /^社区居民\s*4$/ })).toBeVisible();

  // A second import, an .xlsx: the number already in the group is left as it is.
  await page.getByRole('button', { name: '导入' }).click();
  await chooseImportFile(page, {
    name: '补充名单.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: workbook,
  });
  await importDialog.getByRole('button', { name: '开始导入' }).click();
  await expect(report.getByText('已导入 1 个联系人到“社区居民”')).toBeVisible();
  await expect(
    report.getByRole('grid', { name: '未导入的行' }).getByRole('row').filter({ hasText: '第2行' }),
  ).toContainText('13800138000分组中已存在分组中已有此手机号');
  await report.getByRole('button', { name: '完成' }).click();
  await expect(page.getByRole('button', { name: /^社区居民\s*5$/ })).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: '吴十' })).toContainText('城市：西安');
  await expect(page.getByRole('button', { name: '导出' })).toBeEnabled();

  // The same page on the narrowest phone: nothing wider than the screen, still axe-clean.
  await page.setViewportSize({ width: 320, height: 640 });
  await expectNoAxeViolations(page, '通讯录 320px');
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
});

test('a contact can be added with the keyboard alone', async ({ page, request }) => {
  const customer = await freshTrialAccount(request);
  await signInToConsole(page, customer);
  await openAddressBook(page);
  await expect(page.getByText('暂无分组，新建一个分组来存放联系人')).toBeVisible();

  // A group first, from the keyboard too.
  await tabTo(page, page.getByRole('button', { name: '新建分组' }));
  await page.keyboard.press('Enter');
  const groupDialog = page.getByRole('dialog', { name: '新建分组' });
  await tabTo(page, groupDialog.getByRole('textbox', { name: '分组名称' }));
  await page.keyboard.type('键盘分组');
  await page.keyboard.press('Enter');
  await overlayClosed(groupDialog);
  await expect(page.getByRole('button', { name: /^键盘分组\s*0$/ })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: '新建联系人' }));
  await page.keyboard.press('Enter');
  const add = page.getByRole('dialog', { name: '新建联系人' });
  await expect(add).toBeVisible();
  await tabTo(page, add.getByRole('textbox', { name: '手机号' }));
  await page.keyboard.type('13500000002');
  await page.keyboard.press('Tab');
  await expect(add.getByRole('textbox', { name: '姓名' })).toBeFocused();
  await page.keyboard.type('键盘用户');
  await tabTo(page, add.getByRole('button', { name: '添加变量' }));
  await page.keyboard.press('Enter');
  await tabTo(page, add.getByRole('textbox', { name: '变量名 1' }));
  await page.keyboard.type('code');
  await page.keyboard.press('Tab');
  await page.keyboard.type('K-1');
  await page.keyboard.press('Enter');
  await expect(add).toBeHidden();
  await expect(page.getByText('联系人已添加')).toBeVisible();
  await expect(contactsTable(page).getByRole('row').filter({ hasText: '键盘用户' })).toContainText(
    '13500000002键盘分组-code：K-1',
  );
});
