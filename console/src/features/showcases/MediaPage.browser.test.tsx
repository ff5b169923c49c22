import '@p5g/tokens/theme.css';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { Material, MediaItem } from '@p5g/api/contract';
import { messageQueue } from '@p5g/design-system';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { Component as MediaPage } from './MediaPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = await vi.hoisted(async () => {
  const { fakeApi, pageOf } = await import('../../lib/testing/fake-api.ts');
  const data = { items: [] as unknown[], materials: [] as { kind: string }[] };
  return fakeApi(data, (path, body) => {
    if (path === 'media/list') return pageOf(data.items);
    if (path === 'material/list') return pageOf(data.materials.filter((m) => m.kind === body.kind));
    return null;
  });
});

const material = (id: string, kind: Material['kind'], name: string): Material => ({
  id,
  kind,
  name,
  url: `/api/platform/material/file/${id}`,
  coverUrl: kind === 'image' ? null : `/api/platform/material/cover/${id}`,
  size: 300_000,
  durationSeconds: kind === 'image' ? null : 4,
  reviewState: 'approved',
  carriers: [],
  expireTime: null,
  usedBy: 0,
  createTime: '2026-11-27 09:00:00',
});

const film = material('601', 'video', '宣传片');
const poster = material('602', 'image', '海报');

const item = (over: Partial<MediaItem>): MediaItem => ({
  id: '801',
  kind: 'video',
  title: '一分钟了解微传播',
  description: '图文、音视频与地图。',
  materialId: film.id,
  coverMaterialId: poster.id,
  url: film.url,
  coverUrl: poster.url,
  durationSeconds: 4,
  status: 'draft',
  charged: false,
  publishTime: null,
  updateTime: '2026-11-28 09:00:00',
  ...over,
});

beforeEach(() => {
  server.calls.length = 0;
  server.items = [];
  server.materials = [film, poster];
});

afterEach(() => {
  unmountAll();
  messageQueue.clear();
});

describe('+媒体', () => {
  it('refuses to save an item without its medium, cover and title, saying what is missing', async () => {
    mount(<MediaPage />);
    await expect.element(page.getByText('您还没有+媒体')).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '添加媒体' }).first());
    const form = page.getByRole('dialog', { name: '添加媒体' });
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect.element(form.getByText('请选择视频或音频')).toBeVisible();
    await expect.element(form.getByText('请选择封面图片')).toBeVisible();
    await expect.element(form.getByText('请填写标题')).toBeVisible();
    expect(server.callsTo('media/save')).toEqual([]);
  });

  it('adds a video with its cover from the library', async () => {
    mount(<MediaPage />);
    await userEvent.click(page.getByRole('button', { name: '添加媒体' }).first());
    const form = page.getByRole('dialog', { name: '添加媒体' });
    for (const [button, purpose, name] of [
      ['选择视频', '选择视频', '宣传片'],
      ['选择封面', '选择封面', '海报'],
    ] as const) {
      await userEvent.click(form.getByRole('button', { name: button }));
      const library = page.getByRole('dialog', { name: purpose });
      await userEvent.click(library.getByRole('row', { name: new RegExp(name) }));
      await userEvent.click(library.getByRole('button', { name: '确定' }));
      await expect.element(library).not.toBeInTheDocument();
    }
    await expect.element(form.getByText('已选择视频')).toBeVisible();
    await expect
      .element(form.getByRole('img', { name: '已选封面' }))
      .toHaveAttribute('src', poster.url);
    await userEvent.fill(form.getByRole('textbox', { name: '标题' }), '企业宣传片');
    await userEvent.fill(form.getByRole('textbox', { name: '简介' }), '一分钟了解我们。');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect
      .poll(() => server.callsTo('media/save'))
      .toEqual([
        {
          materialId: '601',
          coverMaterialId: '602',
          title: '企业宣传片',
          description: '一分钟了解我们。',
        },
      ]);
    await expect.element(form).not.toBeInTheDocument();
  });

  it('edits an item with what it holds, and saves it under its id', async () => {
    server.items = [item({})];
    mount(<MediaPage />);
    const card = page.getByRole('article', { name: '一分钟了解微传播' });
    await userEvent.click(card.getByRole('button', { name: '编辑' }));
    const form = page.getByRole('dialog', { name: '编辑媒体' });
    await expect
      .element(form.getByRole('textbox', { name: '标题' }))
      .toHaveValue('一分钟了解微传播');
    await expect.element(form.getByText('已选择视频')).toBeVisible();
    await userEvent.fill(form.getByRole('textbox', { name: '标题' }), '微传播入门');
    await userEvent.click(form.getByRole('button', { name: '保存' }));
    await expect
      .poll(() => server.callsTo('media/save'))
      .toEqual([
        {
          id: '801',
          materialId: '601',
          coverMaterialId: '602',
          title: '微传播入门',
          description: '图文、音视频与地图。',
        },
      ]);
  });

  it('offers 发布 and 删除 on a draft, 下架 on a published item; 发布 says what it costs', async () => {
    server.items = [
      item({}),
      item({ id: '802', title: '会员日', status: 'published', charged: true }),
    ];
    mount(<MediaPage />);
    const draft = page.getByRole('article', { name: '一分钟了解微传播' });
    const published = page.getByRole('article', { name: '会员日' });
    await expect.element(draft).toHaveTextContent('草稿');
    await expect.element(published.getByRole('button', { name: '下架' })).toBeVisible();
    expect(published.getByRole('button', { name: '发布' }).elements()).toHaveLength(0);
    expect(published.getByRole('button', { name: '删除' }).elements()).toHaveLength(0);
    await expect.element(draft.getByRole('button', { name: '删除' })).toBeVisible();

    await userEvent.click(draft.getByRole('button', { name: '发布' }));
    const confirm = page.getByRole('alertdialog', { name: '发布“一分钟了解微传播”？' });
    await expect
      .element(confirm)
      .toHaveTextContent('首次发布将扣减一个+媒体余额，之后下架再发布不再扣减。');
    await userEvent.click(confirm.getByRole('button', { name: '发布' }));
    await expect.poll(() => server.callsTo('media/publish')).toEqual([{ id: '801' }]);
  });
});
