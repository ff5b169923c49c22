import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { focusReturnedTo, overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { Button } from '../Button/Button.tsx';
import { DialogTrigger } from '../Dialog/Dialog.tsx';
import { shareDefaults } from './share-links.ts';
import { shareNotices } from './share-panel-behaviour.ts';
import { SharePanel } from './SharePanel.tsx';
import { ShareSheet, type ShareSheetProps } from './ShareSheet.tsx';

const article = {
  title: '社区疫苗接种通知',
  url: 'https://5g.example.cn/v2/articleContent/42',
  desc: '本周六上午九点起在社区服务中心接种，请携带身份证。',
  imgUrl: 'https://5g.example.cn/media/cover.jpg',
};

const meta = {
  title: 'Business patterns/ShareSheet',
  parameters: { ...overlayDocs, layout: 'fullscreen' },
  // A phone component: reviewed and tested at a phone's width, edge to edge.
  globals: { viewport: { value: 'phone', isRotated: false } },
  component: ShareSheet,
  args: { data: article, copy: fn(async () => true), inWechat: false },
  argTypes: {
    data: { control: 'object' },
    inWechat: { control: 'boolean' },
    copy: { control: false },
  },
  render: (args: ShareSheetProps) => (
    <DialogTrigger>
      <Button variant="primary" size="touch">
        分享
      </Button>
      <ShareSheet {...args} />
    </DialogTrigger>
  ),
} satisfies Meta<typeof ShareSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const openSheet = async () => {
  await userEvent.click(screen.getByRole('button', { name: '分享' }));
  const sheet = await screen.findByRole('dialog', { name: '分享' });
  // The sheet fades in from opacity 0: wait for its first visible frame.
  await overlayOpen(sheet);
  return sheet;
};

/** 分享 opens the sheet: 微信, QQ好友, QQ空间, 微博, the link with 复制链接, and the QR code. */
export const Open: Story = {
  name: '打开分享面板',
  play: async () => {
    const sheet = within(await openSheet());
    for (const name of ['QQ好友', 'QQ空间', '微博']) {
      await expect(sheet.getByRole('link', { name })).toBeVisible();
    }
    await expect(sheet.getByRole('button', { name: '微信' })).toBeVisible();
    await expect(sheet.getByRole('textbox', { name: '链接' })).toHaveValue(article.url);
    await expect(sheet.getByRole('img', { name: '社区疫苗接种通知的二维码' })).toBeVisible();
    // Touch targets on a phone page: every action at least 44 px high.
    for (const action of [...sheet.getAllByRole('link'), ...sheet.getAllByRole('button')]) {
      if (action.textContent) {
        await expect(action.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
      }
    }
  },
};

/** Each site's link carries the share data encoded, with the spec §9 defaults where none is given. */
export const EncodedLinks: Story = {
  name: '分享链接的参数',
  tags: ['test-only'],
  play: async () => {
    const sheet = within(await openSheet());
    const params = (name: string) =>
      Object.fromEntries(
        new URL(sheet.getByRole('link', { name }).getAttribute('href')!).searchParams,
      );
    await expect(params('QQ好友')).toMatchObject({
      url: article.url,
      title: article.title,
      desc: shareDefaults.reason,
      site: shareDefaults.site,
    });
    await expect(params('QQ空间')).toMatchObject({ url: article.url, pics: article.imgUrl });
    await expect(params('微博')).toMatchObject({ url: article.url, pic: article.imgUrl });
    for (const link of sheet.getAllByRole('link')) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  },
};

export const CopyLink: Story = {
  name: '复制链接',
  play: async ({ args }) => {
    const sheet = within(await openSheet());
    await userEvent.click(sheet.getByRole('button', { name: '复制链接' }));
    await expect(await sheet.findByRole('status')).toHaveTextContent(shareNotices.copied);
    await expect(args.copy).toHaveBeenCalledWith(article.url);
  },
};

/** The browser refuses to copy: the link is selected, to be copied by hand. */
export const CopyRefused: Story = {
  name: '复制失败',
  tags: ['test-only'],
  args: { copy: fn(async () => false) },
  play: async () => {
    const sheet = within(await openSheet());
    await userEvent.click(sheet.getByRole('button', { name: '复制链接' }));
    await waitFor(() =>
      expect(sheet.getByRole('status')).toHaveTextContent(shareNotices.copyFailed),
    );
    const link = sheet.getByRole<HTMLInputElement>('textbox', { name: '链接' });
    await expect([link.selectionStart, link.selectionEnd]).toEqual([0, article.url.length]);
  },
};

/** 微信 outside WeChat's browser: 该浏览器不支持 (spec §8). */
export const WechatUnsupported: Story = {
  name: '微信：该浏览器不支持',
  play: async () => {
    const sheet = within(await openSheet());
    await userEvent.click(sheet.getByRole('button', { name: '微信' }));
    await expect(sheet.getByRole('status')).toHaveTextContent('该浏览器不支持');
  },
};

/** In WeChat with the JS-SDK configured, the share data is WeChat's: its menu shares. */
export const WechatMenu: Story = {
  name: '微信内：用右上角菜单分享',
  args: { inWechat: true },
  play: async () => {
    const sheet = within(await openSheet());
    await userEvent.click(sheet.getByRole('button', { name: '微信' }));
    await expect(sheet.getByRole('status')).toHaveTextContent(shareNotices.wechatMenu);
  },
};

export const CloseReturnsFocus: Story = {
  name: '关闭',
  tags: ['test-only'],
  play: async () => {
    const sheet = within(await openSheet());
    await userEvent.click(sheet.getByRole('button', { name: '关闭' }));
    await overlayClosed('dialog');
    await focusReturnedTo(() => screen.getByRole('button', { name: '分享' }));
  },
};

/** A long title and link stay inside the phone's width: the link scrolls in its box. */
export const LongTitleAndLink: Story = {
  name: '长标题和长链接',
  args: {
    data: {
      title: '关于二〇二六年度城乡居民基本医疗保险集中参保缴费工作的通知',
      url: `https://5g.example.cn/v2/articleContent/9007199254740993?from=${'x'.repeat(80)}`,
    },
  },
  play: async () => {
    const sheet = await openSheet();
    await expect(sheet.scrollWidth).toBeLessThanOrEqual(sheet.clientWidth + 1);
  },
};

/** The panel alone, as the server-rendered public pages show it inside their 分享 disclosure. */
export const PanelInPage: Story = {
  name: '页面内的分享面板',
  render: (args) => (
    <div style={{ width: 375 }}>
      <SharePanel data={args.data} copy={args.copy} inWechat={args.inWechat} id="page-share" />
    </div>
  ),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('list', { name: '分享到' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '复制链接' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent(shareNotices.copied);
    await expect(args.copy).toHaveBeenCalledTimes(1);
  },
};
