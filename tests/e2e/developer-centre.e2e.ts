import { createHash, createHmac, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { openApiBase, stringToSign } from '../../api/src/contract/open-api.ts';
import { expectNoSidewaysScroll } from './support/phone.ts';
import { pointAt } from './support/pointer.ts';
import { demo, expectNoAxeViolations, signInToConsole } from './support/session.ts';
import { settled } from './support/waits.ts';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The balance read of the developer API, signed with a key as a customer's system signs it. */
async function signedBalance(request: APIRequestContext, accessKey: string, secret: string) {
  const path = `${openApiBase}/balance`;
  const timestamp = String(Math.floor(Date.now() / 1000));
  const nonce = randomUUID();
  const text = stringToSign({
    method: 'GET',
    path,
    query: '',
    timestamp,
    nonce,
    bodyDigest: sha256(''),
  });
  const res = await request.get(path, {
    headers: {
      'x-p5g-key': accessKey,
      'x-p5g-timestamp': timestamp,
      'x-p5g-nonce': nonce,
      'x-p5g-signature': createHmac('sha256', sha256(secret)).update(text).digest('hex'),
    },
  });
  return { status: res.status(), body: (await res.json()) as unknown };
}

test('a developer key is made, its secret shown once and used, then revoked', async ({
  page,
  request,
}) => {
  await signInToConsole(page, demo('gold'));
  // 开发者中心 beside 平台管理 in the header's user card (main account only).
  await settled(page);
  await pointAt(page, page.getByRole('button', { name: '王经理' }));
  await page
    .getByRole('dialog', { name: '用户信息' })
    .getByRole('link', { name: '开发者中心' })
    .click();
  await expect(page).toHaveURL(/\/v2\/account\/developer_centre$/);
  await expect(page.getByRole('heading', { name: '开发者中心', level: 1 })).toBeVisible();
  await expect(page.getByRole('tab', { name: '密钥' })).toHaveAttribute('aria-selected', 'true');

  const name = `客服系统${Date.now() % 100000}`;
  await page.getByRole('button', { name: '新建密钥' }).click();
  const dialog = page.getByRole('dialog', { name: '新建密钥' });
  await dialog.getByRole('textbox', { name: '密钥名称' }).fill(name);
  await dialog.getByRole('button', { name: '创建' }).click();

  const created = page.getByRole('dialog', { name: '密钥已创建' });
  await expect(created.getByText('Secret 只显示这一次')).toBeVisible();
  await expect(created.getByRole('button', { name: '复制Secret' })).toBeVisible();
  const secret = (await created.getByText(/^sk_/).innerText()).trim();
  const accessKey = (await created.getByText(/^ak_/).innerText()).trim();
  expect(secret).toMatch(/^sk_[\w-]{43}$/);
  await expectNoAxeViolations(page, 'developer centre: the new key');

  // The key works at once from the customer's own system.
  const answer = await signedBalance(request, accessKey, secret);
  expect(answer.status).toBe(200);
  expect(answer.body).toEqual({ quantity5G: expect.any(Number) });

  // Once the dialog is closed the secret is nowhere to be seen again.
  await created.getByRole('button', { name: '我已保存' }).click();
  await expect(created).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText(accessKey);
  await expect(row).toContainText('使用中');
  await expect(row).toContainText('全部菜单');
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText(/\d{4}-\d{2}-\d{2}/);
  expect(await page.content()).not.toContain(secret);
  await expectNoAxeViolations(page, 'developer centre: keys');

  // Revoking asks first, then the key is refused.
  await row.getByRole('button', { name: `停用密钥「${name}」` }).click();
  const confirm = page.getByRole('alertdialog', { name: `停用密钥「${name}」？` });
  await expect(confirm).toContainText('立即被拒绝');
  await confirm.getByRole('button', { name: '停用' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toContainText('已停用');
  const refused = await signedBalance(request, accessKey, secret);
  expect(refused.status).toBe(401);
  expect(refused.body).toMatchObject({ error: { code: 'invalid_key' } });

  // 调用统计: the key's call today.
  await page.getByRole('tab', { name: '调用统计' }).click();
  const usage = page.getByRole('grid', { name: '每个密钥每天的调用次数' });
  await expect(usage.getByRole('columnheader', { name })).toBeVisible();
  await expectNoAxeViolations(page, 'developer centre: usage');

  // On a 375 px phone: no sideways scrolling, still axe-clean.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.getByRole('tab', { name: '密钥' }).click();
  await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
  await expectNoSidewaysScroll(page, 'developer centre at 375 px');
  await expectNoAxeViolations(page, 'developer centre at 375 px');
});

test('a sub-account cannot open the developer centre', async ({ page }) => {
  await signInToConsole(page, demo('sub'));
  await page.goto('/v2/account/developer_centre');
  await expect(page).toHaveURL(/\/v2\/403$/);
});
