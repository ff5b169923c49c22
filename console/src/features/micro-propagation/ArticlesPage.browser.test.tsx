import '@p5g/tokens/theme.css';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { ArticleSummary, UserInfo } from '@p5g/api/contract';
import { messageQueue } from '@p5g/design-system';
import { saveSession } from '../../lib/session.ts';
import { mount, unmountAll } from '../../lib/testing/mount.tsx';
import { Component as ArticlesPage, DraftsPage } from './ArticlesPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = await vi.hoisted(async () => {
  const { fakeApi, pageOf } = await import('../../lib/testing/fake-api.ts');
  return fakeApi({ list: [] as unknown[], levelId: 1 }, (path, body, data) => {
    const answers: Record<string, unknown> = {
      'article/list': pageOf(data.list),
      'ecLevel/getUserLevelInfo': { levelId: data.levelId },
      'article/getTempLink': {
        url: 'https://5g.example.cn/v2/article_temp?key=Qm7xT2',
        mobiles: body.mobiles,
        expireTime: '2026-11-28 11:00:00',
      },
    };
    return answers[path];
  });
});

const article = (patch: Partial<ArticleSummary>): ArticleSummary => ({
  id: '201',
  title: '社保卡补办指南',
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
  updateTime: '2026-11-27 10:00:00',
  ...patch,
});

const draft = article({});
const published = article({
  id: '202',
  title: '冬季供暖通知',
  status: 3,
  live: true,
  publicUrl: 'https://5g.example.cn/v2/articleContent/202',
  publicState: 'open',
  paidFeatures: ['video'],
  viewsToday: 12,
  visitorsToday: 9,
  viewsTotal: 340,
  sharesTotal: 27,
});

const manager = {
  token: 't',
  account: 'demo_trial',
  platform: 1,
  userStatus: 1,
  menuNames: [],
  authMenuList: null,
  isChatBotManager: true,
  customerType: 1,
  showName: '示例单位',
  customSource: 0,
  customSourceType: 0,
  email: null,
} as unknown as UserInfo;

beforeEach(() => {
  server.calls.length = 0;
  server.levelId = 1;
});

afterEach(() => {
  unmountAll();
  messageQueue.clear();
  localStorage.clear();
});

const card = (title: string) => page.getByRole('article', { name: title });

describe('my micro-propagation', () => {
  it('shows each article with its review state, views and shares, and what its status allows', async () => {
    server.list = [draft, published];
    mount(<ArticlesPage />);
    const first = card('社保卡补办指南');
    await expect.element(first.getByText('草稿')).toBeVisible();
    for (const name of ['编辑', '提交审核', '分享预览', '删除']) {
      await expect.element(first.getByRole('button', { name, exact: true })).toBeVisible();
    }
    expect(first.getByRole('button', { name: '下线', exact: true }).elements()).toHaveLength(0);

    const second = card('冬季供暖通知');
    await expect.element(second.getByText('审核通过')).toBeVisible();
    await expect.element(second).toHaveTextContent('今日访问12次（9人）');
    await expect.element(second).toHaveTextContent('累计访问340次');
    await expect.element(second).toHaveTextContent('分享次数27');
    await expect.element(second).toHaveTextContent('付费专享视频');
    await expect.element(second).toHaveTextContent('https://5g.example.cn/v2/articleContent/202');
    for (const name of ['编辑', '分享预览', '下线', '二维码']) {
      await expect.element(second.getByRole('button', { name, exact: true })).toBeVisible();
    }
  });

  it('makes a share-preview link for the numbers typed and shows it with its QR code', async () => {
    server.list = [draft];
    mount(<ArticlesPage />);
    await userEvent.click(card('社保卡补办指南').getByRole('button', { name: '分享预览' }));
    const form = page.getByRole('dialog', { name: '分享预览' });
    const numbers = form.getByRole('textbox', { name: /可查看的手机号码/ });
    await userEvent.fill(numbers, '13800000001\n123');
    await userEvent.click(form.getByRole('button', { name: '生成链接' }));
    await expect.element(form.getByText('请输入正确的手机号码')).toBeVisible();
    await userEvent.fill(numbers, '13800000001\n13900000002');
    await userEvent.click(form.getByRole('button', { name: '生成链接' }));
    await expect
      .poll(() => server.calls.find((c) => c.path === 'article/getTempLink')?.body)
      .toEqual({ id: '201', mobiles: ['13800000001', '13900000002'] });
    const shown = page.getByRole('dialog', { name: '分享预览链接' });
    await expect
      .element(shown.getByText('https://5g.example.cn/v2/article_temp?key=Qm7xT2'))
      .toBeVisible();
    await expect.element(shown.getByRole('img', { name: /分享预览二维码/ })).toBeVisible();
    await expect.element(shown).toHaveTextContent('仅限 13800000001、13900000002 查看');
  });

  it('tells a trial account holding one article that it cannot start a second', async () => {
    saveSession(localStorage, manager);
    server.levelId = 0;
    server.list = [draft];
    mount(<ArticlesPage />);
    await expect.element(card('社保卡补办指南')).toBeVisible();
    await expect.poll(() => server.calls.filter((c) => c.path === 'article/list').length).toBe(2);
    await userEvent.click(page.getByRole('button', { name: '新建微传播' }).first());
    await expect
      .element(page.getByRole('alertdialog', { name: '试用客户只能有一个微传播' }))
      .toBeVisible();
  });

  it('asks for drafts only in 草稿箱, and says when there are none', async () => {
    server.list = [];
    mount(<DraftsPage />);
    await expect.element(page.getByText('草稿箱是空的')).toBeVisible();
    expect(server.calls[0]).toMatchObject({ path: 'article/list', body: { drafts: true } });
  });
});
