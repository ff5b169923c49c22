import { expect, test } from '@playwright/test';
import { demo, signInToConsole } from './support/session.ts';
import { settled } from './support/waits.ts';

// A send record's recipients filtered by 状态, then a failure's help article read: Back returns to
// the same filtered list, not to every recipient.
test('the recipients’ 状态 filter survives a visit to the help centre and Back', async ({
  page,
}) => {
  await signInToConsole(page, demo('gold'));
  await page.goto('/v2/pe/send_record');
  await page.getByRole('grid', { name: '发送记录' }).getByRole('link').first().click();
  const recipients = page.getByRole('region', { name: '接收号码' });
  await expect(recipients.getByRole('grid', { name: '接收号码' }).getByRole('row')).not.toHaveCount(
    0,
  );
  await settled(page);

  await recipients.getByRole('button', { name: /状态$/ }).click();
  await page.getByRole('option', { name: '发送失败', exact: true }).click();
  await recipients.getByRole('button', { name: '查询' }).click();
  await expect(page).toHaveURL(/[?&]state=failed(&|$)/);
  const recordPage = page.url();

  // As a cause's help link does: the help centre in the same tab.
  await page.goto('/v2/help_center?id=3');
  await expect(page.getByRole('article')).toBeVisible();
  await page.goBack();

  await expect(page).toHaveURL(recordPage);
  await expect(recipients.getByRole('button', { name: /状态$/ })).toContainText('发送失败');
  await settled(page);
  const states = recipients
    .getByRole('grid', { name: '接收号码' })
    .getByRole('row')
    .filter({ hasNot: page.getByRole('columnheader') });
  for (const row of await states.all()) {
    await expect(row).toContainText(/发送失败|没有符合条件的号码/);
  }
});
