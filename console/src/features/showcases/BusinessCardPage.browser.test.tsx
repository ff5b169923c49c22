import '@p5g/tokens/theme.css';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { blankBusinessCard, type CardLink, type CardSaveRequest } from '@p5g/api/contract';
import { messageQueue } from '@p5g/design-system';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { Component as BusinessCardPage } from './BusinessCardPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = await vi.hoisted(async () => {
  const { fakeApi } = await import('../../lib/testing/fake-api.ts');
  const { regionTree } = await import('../../../../design-system/src/test-support/region-tree.ts');
  const streets: Record<string, { code: string; name: string }[]> = {
    '110101': [
      { code: '110101001', name: '东华门街道' },
      { code: '110101002', name: '景山街道' },
    ],
  };
  return fakeApi({ card: null as unknown, linkables: [] as unknown[] }, (path, body, data) => {
    if (path === 'card/get') return data.card;
    if (path === 'card/save') {
      data.card = { ...(data.card as object), id: '901', ...body };
      return data.card;
    }
    if (path === 'card/linkables') return data.linkables;
    if (path === 'base/getChatbotAreaTree') return regionTree;
    if (path === 'base/getTravelStreet') return streets[String(body.districtCode)] ?? [];
    return null;
  });
});

const blankCard = blankBusinessCard('2027-11-27');

const album: CardLink = { kind: 'album', id: '701', title: '企业画册', available: true };
const film: CardLink = { kind: 'media', id: '801', title: '企业宣传片', available: true };

beforeEach(() => {
  server.calls.length = 0;
  server.card = { ...blankCard, id: '901', name: '北京数智科技' };
  server.linkables = [album, film];
});

afterEach(() => {
  unmountAll();
  messageQueue.clear();
});

const saves = () => server.callsTo('card/save') as CardSaveRequest[];

/** Chooses `option` in the Select labelled `label`. */
async function choose(label: string, option: string) {
  await userEvent.click(page.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(page.getByRole('option', { name: option }));
}

describe('the business card', () => {
  it('saves the address down to its street, and a street only once the district is chosen', async () => {
    mount(<BusinessCardPage />);
    await expect.element(page.getByRole('heading', { level: 1, name: '商务名片' })).toBeVisible();
    await choose('省份', '北京市');
    await choose('城市', '北京市');
    await userEvent.click(page.getByRole('button', { name: /街道/ }));
    await expect.element(page.getByText('请先选择区县')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await choose('区县', '东城区');
    await choose('街道', '东华门街道');
    await userEvent.fill(page.getByRole('textbox', { name: '详细地址' }), '东华门大街1号');
    await expect
      .poll(() => saves().at(-1)?.address)
      .toEqual({
        provinceCode: '11',
        cityCode: '1101',
        districtCode: '110101',
        streetCode: '110101001',
        detail: '东华门大街1号',
      });
    // Another district: its streets are asked for, the street chosen before is gone.
    await choose('区县', '朝阳区');
    await expect
      .poll(() => server.callsTo('base/getTravelStreet').at(-1))
      .toEqual({ districtCode: '110105' });
    await expect.poll(() => saves().at(-1)?.address?.streetCode).toBe('');
  });

  it('links published items in the order chosen, and reorders them', async () => {
    mount(<BusinessCardPage />);
    for (const link of ['电子画册：企业画册', '+媒体：企业宣传片']) {
      await choose('选择内容', link);
      await userEvent.click(page.getByRole('button', { name: '添加关联' }));
    }
    const grid = page.getByRole('grid', { name: '关联内容' });
    await expect.element(grid.getByRole('row').nth(1)).toHaveTextContent('企业宣传片');
    await expect
      .poll(() => saves().at(-1)?.links)
      .toEqual([
        { kind: 'album', id: '701' },
        { kind: 'media', id: '801' },
      ]);
    await userEvent.click(page.getByRole('button', { name: '前移“+媒体：企业宣传片”' }));
    await expect
      .poll(() => saves().at(-1)?.links)
      .toEqual([
        { kind: 'media', id: '801' },
        { kind: 'album', id: '701' },
      ]);
    // What is linked is no longer offered.
    await userEvent.click(page.getByRole('button', { name: /选择内容/ }));
    await expect.element(page.getByText('暂无可关联的内容')).toBeVisible();
  });

  it('says what is wrong with a contact and saves nothing until it is put right', async () => {
    mount(<BusinessCardPage />);
    await userEvent.click(page.getByRole('button', { name: '添加联系人' }));
    const contact = page.getByRole('group', { name: '联系人1' });
    await userEvent.fill(contact.getByRole('textbox', { name: '姓名' }), '王经理');
    await expect.element(page.getByText('有错误，修改后自动保存')).toBeVisible();
    await expect.element(page.getByText('请填写手机号码或固定电话')).toBeVisible();
    expect(saves()).toEqual([]);
    await userEvent.fill(contact.getByRole('textbox', { name: '手机号码' }), '13912345678');
    await expect
      .poll(() => saves().at(-1)?.contacts)
      .toEqual([{ name: '王经理', title: '', mobile: '13912345678', phone: '', email: '' }]);
  });

  it('says the card is not public without a business-showcase period, and where to order one', async () => {
    server.card = { ...blankCard, id: '901', name: '北京数智科技', showcaseUntil: null };
    mount(<BusinessCardPage />);
    await expect
      .element(page.getByText('商务展示未订购或已到期，名片可以编辑，订购后才能发布。'))
      .toBeVisible();
    await expect.element(page.getByRole('link', { name: '去订购' })).toBeVisible();
  });
});
