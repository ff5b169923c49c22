import '@p5g/tokens/theme.css';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { articleDocument } from '@p5g/api/contract';
import { messageQueue } from '@p5g/design-system';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { Component as ArticleReviewPage } from './ArticleReviewPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = {
    list: [] as unknown[],
    decisions: [] as Record<string, unknown>[],
  };
  globalThis.fetch = async (url, init) => {
    const path = String(url).split('/').slice(-2).join('/');
    if (path === 'manage/reviewArticle') {
      state.decisions.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    }
    const data = path === 'manage/articles' ? { total: state.list.length, list: state.list } : null;
    return new Response(JSON.stringify({ code: 0, msg: '成功', data }));
  };
  return state;
});

const document = articleDocument.parse({
  title: '冬季供暖通知',
  summary: '本市供暖于11月15日开始',
  body: {
    type: 'doc',
    content: [{ type: 'paragraph', content: [{ type: 'text', text: '正文' }] }],
  },
  mapPoint: { title: '供热服务中心', address: '朝阳区建国路1号', lng: 116.46, lat: 39.91 },
  related: [{ title: '供暖收费标准', url: 'https://www.example.gov.cn/fee' }],
});

const queued = {
  id: '401',
  companyName: '朝阳区某街道办事处',
  title: '冬季供暖通知',
  status: 2,
  submitTime: '2026-11-27 09:00:00',
  document,
  html: '<p>供暖时间为每日全天，<strong>请勿私自改动暖气设施</strong>。</p>',
  paidFeatures: ['video'],
  liveDocument: null,
};

afterEach(() => {
  unmountAll();
  messageQueue.clear();
  server.decisions.length = 0;
});

describe('micro-propagation review', () => {
  it('shows the article as citizens will read it, with its paid features, and approves it', async () => {
    server.list = [queued];
    mount(<ArticleReviewPage />);
    await expect.element(page.getByRole('gridcell', { name: '首次提交' })).toBeVisible();
    await expect.element(page.getByRole('gridcell', { name: '视频' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '审核' }));
    const dialog = page.getByRole('dialog', { name: '审核微传播' });
    await expect
      .element(dialog.getByText('使用付费专享功能：视频', { exact: false }))
      .toBeVisible();
    const article = dialog.getByRole('article', { name: '读者看到的内容' });
    await expect.element(article.getByRole('heading', { name: '冬季供暖通知' })).toBeVisible();
    await expect.element(article.getByText('请勿私自改动暖气设施')).toBeVisible();
    await expect.element(article.getByText('供热服务中心')).toBeVisible();
    await expect.element(article.getByText('供暖收费标准')).toBeVisible();

    await userEvent.click(dialog.getByRole('button', { name: '审核通过' }));
    await expect.poll(() => server.decisions).toEqual([{ id: '401', approve: true }]);
    await expect
      .poll(() => messageQueue.visibleToasts.map((toast) => toast.content.text))
      .toEqual(['已审核通过，该版本已发布']);
  });

  it('rejects with the reason the operator gives', async () => {
    server.list = [queued];
    mount(<ArticleReviewPage />);
    await userEvent.click(page.getByRole('button', { name: '审核' }));
    const dialog = page.getByRole('dialog', { name: '审核微传播' });
    await userEvent.fill(dialog.getByRole('textbox', { name: /驳回原因/ }), '封面与内容不符');
    await userEvent.click(dialog.getByRole('button', { name: '驳回' }));
    await expect
      .poll(() => server.decisions)
      .toEqual([{ id: '401', approve: false, reason: '封面与内容不符' }]);
  });

  it('tells what an edit of a published article changes from the public version', async () => {
    server.list = [
      {
        ...queued,
        liveDocument: { ...document, title: '供暖通知', related: [] },
      },
    ];
    mount(<ArticleReviewPage />);
    await expect.element(page.getByRole('gridcell', { name: '修改' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: '审核' }));
    const dialog = page.getByRole('dialog', { name: '审核微传播' });
    const changes = dialog.getByRole('list').filter({ hasText: '标题由' });
    await expect.element(changes).toHaveTextContent('标题由“供暖通知”改为“冬季供暖通知”');
    await expect.element(changes).toHaveTextContent('相关资讯已修改');
    await expect.element(changes).not.toHaveTextContent('正文已修改');
  });
});
