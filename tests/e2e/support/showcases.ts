import fs from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { BillCategory, Material } from '../../../api/src/contract/index.ts';
import { createNonce } from '../../../api/src/contract/nonce.ts';
import { pngFile } from './data.ts';
import { freshTrialAccount } from './fresh-trial.ts';
import { apiAs, demo } from './session.ts';

// What the showcase journeys set up through the API, so that each spends only its own company's
// balances: a trial company credited by the operator, and materials in its library.

/** The ledger's showcase categories (the account centre's tiles read them). */
const showcaseBalances = { media: 3, showcase: 4, album: 5 } as const satisfies Record<
  string,
  BillCategory
>;

/** An operator's manual ledger entry for the company: `quantity` units of `category`, ± . */
async function adjust(
  request: APIRequestContext,
  companyId: string,
  category: BillCategory,
  quantity: number,
) {
  const operator = await apiAs(request, demo('operator'));
  await operator.call('manage/ledgerEntry', {
    kind: 3,
    companyId,
    category,
    quantity,
    reason: '端到端测试',
  });
}

/**
 * A trial company of the journey's own (`freshTrialAccount`) credited by the operator with the
 * given balances (a showcase period credited this way runs a year).
 */
export async function companyWithBalances(
  request: APIRequestContext,
  credits: Partial<Record<BillCategory, number>>,
) {
  const company = await freshTrialAccount(request);
  const operator = await apiAs(request, demo('operator'));
  const { list } = await operator.call<{ list: { companyId: string; name: string }[] }>(
    'manage/companies',
    { page: 1, pageSize: 10, keyword: company.companyName },
  );
  const companyId = list.find((c) => c.name === company.companyName)!.companyId;
  for (const [category, quantity] of Object.entries(credits)) {
    await adjust(request, companyId, Number(category) as BillCategory, quantity);
  }
  return { ...company, companyId };
}

/** The operator takes the company's business-showcase period back: the period has ended. */
export const endShowcasePeriod = (request: APIRequestContext, companyId: string) =>
  adjust(request, companyId, showcaseBalances.showcase, -1);

/** The site's own four-second sample video, as a +媒体 item's file. */
export const videoFile = (name: string) => ({
  name,
  mimeType: 'video/mp4',
  buffer: fs.readFileSync(
    path.resolve(import.meta.dirname, '../../../api/media/banners/propagation.mp4'),
  ),
});

/**
 * Puts a file in the material library of the user signed in on `page`, in that session (an API
 * sign-in would end it): an image, or a video with its cover.
 */
export async function uploadMaterial(
  request: APIRequestContext,
  page: Page,
  file: ReturnType<typeof pngFile> | ReturnType<typeof videoFile>,
) {
  const token = await page.evaluate(() => localStorage.getItem('token') ?? '');
  const res = await request.post('/api/platform/material/upload', {
    headers: { authorization: token, nonce: createNonce(token) },
    multipart: {
      file,
      name: file.name.replace(/\.\w+$/, ''),
      ...(file.mimeType === 'video/mp4' && { cover: pngFile('封面.png') }),
    },
  });
  const body = (await res.json()) as { code: number; msg: string; data: Material };
  expect(body.code, `material/upload: ${body.msg}`).toBe(0);
  return body.data;
}
