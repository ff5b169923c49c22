import '@p5g/tokens/theme.css';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { AlbumDetail, AlbumSaveRequest, Material } from '@p5g/api/contract';
import { messageQueue } from '@p5g/design-system';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { Component as AlbumEditorPage } from './AlbumEditorPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = await vi.hoisted(async () => {
  const { fakeApi, pageOf } = await import('../../lib/testing/fake-api.ts');
  return fakeApi({ detail: null as unknown, materials: [] as unknown[] }, (path, body, data) => {
    if (path === 'book/save') {
      const pages = (body.pages as { materialId: string; caption?: string }[]).map((p) => ({
        materialId: p.materialId,
        caption: p.caption ?? '',
        url: `/api/platform/material/file/${p.materialId}`,
        width: 800,
        height: 600,
      }));
      data.detail = {
        ...(data.detail as object),
        id: '701',
        title: body.title,
        description: body.description ?? '',
        coverMaterialId: body.coverMaterialId ?? null,
        pages,
        pageCount: pages.length,
      };
      return data.detail;
    }
    if (path === 'book/getOne') return data.detail;
    if (path === 'material/list') return pageOf(data.materials);
    return null;
  });
});

const image = (id: string, name: string): Material => ({
  id,
  kind: 'image',
  name,
  url: `/api/platform/material/file/${id}`,
  coverUrl: null,
  size: 120_000,
  durationSeconds: null,
  reviewState: 'approved',
  carriers: [],
  expireTime: null,
  usedBy: 0,
  createTime: '2026-11-27 09:00:00',
});

const hall = image('501', '展厅');
const product = image('502', '产品');

const albumOf = (pages: Material[], over: Partial<AlbumDetail> = {}): AlbumDetail => ({
  id: '701',
  title: '企业画册',
  description: '',
  coverUrl: pages[0]?.url ?? null,
  pageCount: pages.length,
  status: 'draft',
  charged: false,
  publicUrl: null,
  publishTime: null,
  updateTime: '2026-11-28 09:00:00',
  coverMaterialId: null,
  pages: pages.map((m) => ({ materialId: m.id, caption: '', url: m.url, width: 800, height: 600 })),
  ...over,
});

beforeEach(() => {
  server.calls.length = 0;
  server.detail = albumOf([hall, product]);
  server.materials = [hall, product];
});

afterEach(() => {
  unmountAll();
  messageQueue.clear();
});

const render = (path = '/travel/travel_card/album-painting/editor?id=701') =>
  mount(
    <Routes>
      <Route path="/travel/travel_card/album-painting/editor" element={<AlbumEditorPage />} />
    </Routes>,
    { path },
  );

const saves = () => server.callsTo('book/save') as AlbumSaveRequest[];

const pageNames = () =>
  page
    .getByRole('grid', { name: '画册页面' })
    .getByRole('row')
    .elements()
    .map((row) => row.querySelector('img')?.getAttribute('src'));

describe('the album editor', () => {
  it('creates the album at its first valid change, with the pages chosen from the library', async () => {
    server.detail = null;
    render('/travel/travel_card/album-painting/editor');
    await expect.element(page.getByText('尚未保存，填写后自动保存')).toBeVisible();
    await userEvent.fill(page.getByRole('textbox', { name: '画册标题' }), '企业画册');
    await expect.poll(() => saves().length).toBe(1);
    expect(saves()[0]).toEqual({
      title: '企业画册',
      description: '',
      coverMaterialId: null,
      pages: [],
    });
    await expect.element(page.getByText('还没有页面，请从素材库添加图片')).toBeVisible();
  });

  it('adds a page from the library and saves it into the same album', async () => {
    server.detail = albumOf([hall]);
    render();
    await userEvent.click(page.getByRole('button', { name: '添加图片' }));
    const dialog = page.getByRole('dialog', { name: '选择图片' });
    await userEvent.click(dialog.getByRole('row', { name: /产品/ }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect
      .poll(() => saves().at(-1)?.pages)
      .toEqual([
        { materialId: '501', caption: '' },
        { materialId: '502', caption: '' },
      ]);
    expect(saves().at(-1)?.id).toBe('701');
  });

  it('moves a page by keyboard alone, says where it went, and saves the new order', async () => {
    render();
    await expect.element(page.getByRole('button', { name: '后移“第1页”' })).toBeVisible();
    // Tab from the top of the page to the first page's 后移, then Enter.
    for (let presses = 0; presses < 40; presses += 1) {
      if (document.activeElement?.getAttribute('aria-label') === '后移“第1页”') break;
      await userEvent.keyboard('{Tab}');
    }
    await expect.element(page.getByRole('button', { name: '后移“第1页”' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('“第1页”已移到第2位，共2项')).toBeInTheDocument();
    expect(pageNames()).toEqual([product.url, hall.url]);
    await expect.element(page.getByRole('button', { name: '前移“第2页”' })).toHaveFocus();
    await expect
      .poll(() =>
        saves()
          .at(-1)
          ?.pages?.map((p) => p.materialId),
      )
      .toEqual(['502', '501']);
  });

  it('makes another page the cover: marked in the grid, shown in the preview and saved', async () => {
    render();
    const rows = page.getByRole('grid', { name: '画册页面' }).getByRole('row');
    await expect.element(rows.nth(0)).toHaveTextContent('第1页 · 封面');
    await userEvent.click(rows.nth(1).getByRole('button', { name: '设为封面' }));
    await expect.element(rows.nth(1)).toHaveTextContent('第2页 · 封面');
    await expect.element(rows.nth(0)).not.toHaveTextContent('· 封面');
    await expect.element(rows.nth(1).getByRole('button', { name: '设为封面' })).toBeDisabled();
    await expect
      .element(page.getByRole('img', { name: '企业画册的封面' }))
      .toHaveAttribute('src', product.url);
    await expect.poll(() => saves().at(-1)?.coverMaterialId).toBe('502');
  });

  it('removing the cover page puts the cover back on the first page', async () => {
    server.detail = albumOf([hall, product], { coverMaterialId: '502' });
    render();
    const rows = page.getByRole('grid', { name: '画册页面' }).getByRole('row');
    await userEvent.click(rows.nth(1).getByRole('button', { name: '移除' }));
    await expect
      .poll(() => saves().at(-1))
      .toMatchObject({
        coverMaterialId: null,
        pages: [{ materialId: '501', caption: '' }],
      });
    await expect.element(rows.nth(0)).toHaveTextContent('第1页 · 封面');
  });

  it('does not save an album without a title, and says why it waits', async () => {
    render();
    const title = page.getByRole('textbox', { name: '画册标题' });
    await userEvent.clear(title);
    await userEvent.tab();
    await expect.element(page.getByText('有错误，修改后自动保存')).toBeVisible();
    await expect.element(page.getByText('请填写画册标题')).toBeVisible();
    expect(saves()).toEqual([]);
    await userEvent.fill(title, '新的画册');
    await expect.poll(() => saves().at(-1)?.title).toBe('新的画册');
  });

  it('gives each page a caption through 说明', async () => {
    render();
    const rows = page.getByRole('grid', { name: '画册页面' }).getByRole('row');
    await userEvent.click(rows.nth(0).getByRole('button', { name: '说明' }));
    const dialog = page.getByRole('dialog', { name: '图片说明' });
    await userEvent.fill(dialog.getByRole('textbox', { name: '说明' }), ' 会员日活动 ');
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect.element(rows.nth(0)).toHaveTextContent('会员日活动');
    await expect
      .poll(() => saves().at(-1)?.pages?.[0])
      .toEqual({
        materialId: '501',
        caption: '会员日活动',
      });
  });
});
