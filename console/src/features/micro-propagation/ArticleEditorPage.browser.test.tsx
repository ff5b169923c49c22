import '@p5g/tokens/theme.css';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ArticleDetail, ArticleDocument, Material } from '@p5g/api/contract';
import { messageQueue } from '@p5g/design-system';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { Component as ArticleEditorPage } from './ArticleEditorPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = await vi.hoisted(async () => {
  const { fakeApi, pageOf } = await import('../../lib/testing/fake-api.ts');
  return fakeApi({ detail: null as unknown, materials: [] as unknown[] }, (path, body, data) => {
    if (path === 'article/save') {
      const document = body.document as { title: string };
      data.detail = {
        ...(data.detail as object),
        id: '301',
        title: document.title,
        document,
        html: `<p>${document.title}的正文</p>`,
      };
      return data.detail;
    }
    if (path === 'article/get' || path === 'article/submit') return data.detail;
    if (path === 'material/list') return pageOf(data.materials);
    return null;
  });
});

const blank: ArticleDocument = {
  version: 1,
  title: '',
  cover: null,
  summary: '',
  body: { type: 'doc', content: [{ type: 'paragraph' }] },
  mapPoint: null,
  related: [],
  unlimitedVisits: false,
};

const savedDraft = (document: ArticleDocument): ArticleDetail => ({
  id: '301',
  title: document.title,
  coverUrl: null,
  status: 1,
  live: false,
  publicUrl: null,
  publicState: null,
  paidFeatures: [],
  viewsToday: 0,
  visitorsToday: 0,
  viewsTotal: 0,
  sharesTotal: 0,
  publishTime: null,
  updateTime: '2026-11-28 09:00:00',
  document,
  html: '<p>旧的正文</p>',
  liveDocument: null,
  liveVersion: null,
  rejectReason: null,
});

const poster: Material = {
  id: '501',
  kind: 'image',
  name: '办事大厅.png',
  url: '/api/platform/material/file/501',
  coverUrl: null,
  size: 200_000,
  durationSeconds: null,
  reviewState: 'approved',
  carriers: [],
  expireTime: null,
  usedBy: 0,
  createTime: '2026-11-27 09:00:00',
};

beforeEach(() => {
  server.calls.length = 0;
  server.detail = savedDraft(blank);
  server.materials = [poster];
});

afterEach(() => {
  unmountAll();
  messageQueue.clear();
});

const render = (path = '/government/article_editor') =>
  mount(
    <Routes>
      <Route path="/government/article_editor" element={<ArticleEditorPage />} />
      <Route path="/government/micro_propagation" element={<p>我的微传播</p>} />
    </Routes>,
    { path },
  );

const saves = () =>
  server.callsTo('article/save') as {
    id?: string;
    document: ArticleDocument;
  }[];

describe('the article editor', () => {
  it('creates the article at its first valid change, then previews what was saved', async () => {
    render();
    // Nothing is saved yet: it does not say 已保存.
    await expect.element(page.getByRole('status')).toHaveTextContent('尚未保存，填写后自动保存');
    await userEvent.fill(page.getByRole('textbox', { name: '标题' }), '社保卡补办指南');
    await expect.poll(() => saves().length).toBe(1);
    expect(saves()[0]).toEqual({ document: { ...blank, title: '社保卡补办指南' } });
    const phone = page.getByRole('article', { name: '手机预览' });
    await expect.element(phone.getByRole('heading', { name: '社保卡补办指南' })).toBeVisible();
    await expect.element(phone.getByText('社保卡补办指南的正文')).toBeVisible();
  });

  it('inserts an image of the library into the body and saves it into the same article', async () => {
    server.detail = savedDraft({ ...blank, title: '社保卡补办指南' });
    render('/government/article_editor?id=301');
    await userEvent.click(page.getByRole('button', { name: '插入图片' }));
    const dialog = page.getByRole('dialog', { name: '选择图片' });
    await userEvent.click(dialog.getByRole('row', { name: /办事大厅/ }));
    await userEvent.click(dialog.getByRole('button', { name: '确定' }));
    await expect.poll(() => saves().length).toBe(1);
    expect(saves()[0]?.id).toBe('301');
    expect(saves()[0]?.document.body.content).toContainEqual({
      type: 'image',
      // Its size is the service's to read from the file.
      attrs: {
        materialId: '501',
        src: '/api/platform/material/file/501',
        alt: '',
        width: null,
        height: null,
      },
    });
  });

  it('refuses a related link outside the rule and does not save it', async () => {
    server.detail = savedDraft({ ...blank, title: '社保卡补办指南' });
    render('/government/article_editor?id=301');
    await userEvent.click(page.getByRole('button', { name: '添加相关资讯' }));
    await userEvent.fill(page.getByRole('textbox', { name: '标题1' }), '办事指南');
    const link = page.getByRole('textbox', { name: '链接1' });
    await userEvent.fill(link, 'ftp://example.cn');
    await userEvent.tab();
    await expect
      .element(page.getByText('链接须以http://或https://开头，或为本平台的分享预览链接'))
      .toBeVisible();
    await expect.element(page.getByRole('status')).toHaveTextContent('有错误，修改后自动保存');
    await userEvent.fill(link, 'https://www.example.gov.cn/guide');
    await expect
      .poll(() => saves().at(-1)?.document.related)
      .toEqual([{ title: '办事指南', url: 'https://www.example.gov.cn/guide' }]);
  });

  it('submits the saved draft for review and goes back to the list', async () => {
    server.detail = savedDraft({ ...blank, title: '社保卡补办指南' });
    render('/government/article_editor?id=301');
    await userEvent.click(page.getByRole('button', { name: '提交审核' }));
    await expect
      .poll(() => server.calls.find((c) => c.path === 'article/submit')?.body)
      .toEqual({ id: '301' });
    await expect.element(page.getByText('我的微传播')).toBeVisible();
  });

  it('does not let an article in review be changed', async () => {
    server.detail = { ...savedDraft({ ...blank, title: '社保卡补办指南' }), status: 2 };
    render('/government/article_editor?id=301');
    await expect
      .element(page.getByText('审核中的微传播不能修改，审核结束后可以编辑。'))
      .toBeVisible();
    expect(page.getByRole('textbox', { name: '标题' }).elements()).toHaveLength(0);
  });
});
