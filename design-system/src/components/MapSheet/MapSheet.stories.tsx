import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { expect, fn, userEvent, within } from 'storybook/test';
import { focusReturnedTo, overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { Button } from '../Button/Button.tsx';
import { message, ToastRegion } from '../Toast/Toast.tsx';
import { MapSheet } from './MapSheet.tsx';

const meta = {
  title: 'Business patterns/MapSheet',
  parameters: { ...overlayDocs, layout: 'fullscreen' },
  // A phone component: reviewed and tested at a phone's width, edge to edge.
  globals: { viewport: { value: 'phone', isRotated: false } },
  component: MapSheet,
  args: {
    title: '央视网',
    address: '北京市海淀区复兴路11号',
    point: { lng: 116.32, lat: 39.907 },
    onBack: fn(),
    onNavigate: fn(),
    openUrl: fn(),
  },
  argTypes: {
    title: { control: 'text' },
    address: { control: 'text' },
    point: { control: 'object' },
    sheetTitle: { control: 'text' },
    surface: { control: false },
    navigationOptions: { control: false },
  },
  // A phone-sized frame: the map view belongs to the mobile shared pages.
  render: (args) => (
    <>
      <ToastRegion />
      <div style={{ width: 375, height: 600 }}>
        <MapSheet {...args} />
      </div>
    </>
  ),
  // The message queue is global: start and end every story with none on screen.
  beforeEach: () => {
    message.closeAll();
    return () => message.closeAll();
  },
} satisfies Meta<typeof MapSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = within(document.body);
const openSheet = async () => {
  await userEvent.click(body.getByRole('button', { name: '导航' }));
  const sheet = await body.findByRole('dialog', { name: '选择地图' });
  // The sheet fades in from opacity 0: wait for its first visible frame.
  await overlayOpen(sheet);
  return sheet;
};

/** The marker, title and address on the offline surface, at zoom 18 on the point. */
export const WithPoint: Story = {
  name: '有坐标',
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('img', { name: '地图：央视网，北京市海淀区复兴路11号' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '央视网' })).toBeVisible();
    await expect(canvas.getByText('116.320, 39.907 · 18级')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '导航' })).toBeEnabled();
    // Touch targets on a phone page: 返回 and 导航 are at least 44 px high.
    for (const name of ['返回', '导航']) {
      const button = canvas.getByRole('button', { name });
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** Without a point: Beijing at zoom 10, no marker and nothing to navigate to. */
export const WithoutPoint: Story = {
  name: '无坐标（默认中心）',
  args: { point: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '地图：未标注位置' })).toBeVisible();
    await expect(canvas.getByText('116.403, 39.915 · 10级')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '导航' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '返回' })).toBeVisible();
  },
};

export const LongAddress: Story = {
  name: '长地址',
  args: {
    title: '东莞市松山湖高新技术产业开发区政务服务中心（市民服务大厅）',
    address:
      '广东省东莞市松山湖高新技术产业开发区新竹路4号新竹苑1号楼一层至三层（地铁2号线松山湖站B出口步行约800米）',
    point: { lng: 113.889, lat: 22.918 },
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading');
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    await expect(canvas.getByRole('button', { name: '导航' })).toBeVisible();
  },
};

/** 导航 opens the sheet of the three maps and 取消 (spec §2). */
export const ActionSheetOpen: Story = {
  name: '选择地图应用',
  play: async () => {
    const sheet = await openSheet();
    for (const name of ['腾讯地图', '高德地图', '百度地图', '取消']) {
      await expect(within(sheet).getByRole('button', { name })).toBeVisible();
    }
  },
};

/** A map opens its link through `openUrl` (a spy here, so the story stays put). */
export const NavigateWithAmap: Story = {
  name: '用高德导航',
  tags: ['test-only'],
  play: async ({ args }) => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: '高德地图' }));
    const url = expect.stringMatching(
      /^https:\/\/uri\.amap\.com\/marker\?position=116\.32%2C39\.907&/,
    );
    await expect(args.onNavigate).toHaveBeenCalledWith('amap', url);
    await expect(args.openUrl).toHaveBeenCalledTimes(1);
    await expect(args.openUrl).toHaveBeenCalledWith(url);
    await overlayClosed('dialog');
  },
};

export const NavigateWithTencent: Story = {
  name: '用腾讯地图导航',
  tags: ['test-only'],
  play: async ({ args }) => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: '腾讯地图' }));
    await expect(args.openUrl).toHaveBeenCalledWith(
      expect.stringMatching(
        /^https:\/\/apis\.map\.qq\.com\/uri\/v1\/marker\?marker=coord%3A39\.907%2C116\.32/,
      ),
    );
  },
};

export const CancelCloses: Story = {
  name: '取消',
  tags: ['test-only'],
  play: async ({ args }) => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    await overlayClosed('dialog');
    await expect(args.openUrl).not.toHaveBeenCalled();
    await focusReturnedTo(() => body.getByRole('button', { name: '导航' }));
  },
};

/** A map `mapLink` does not know: the toast 暂不支持 (spec §8), nothing opens. */
export const UnsupportedProvider: Story = {
  name: '暂不支持的地图',
  args: {
    navigationOptions: [
      { id: 'tencent', label: '腾讯地图' },
      { id: 'apple', label: '苹果地图' },
    ],
  },
  play: async ({ args }) => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('button', { name: '苹果地图' }));
    const notice = await body.findByRole('alertdialog', { name: '暂不支持' });
    // It pops in from opacity 0.
    await overlayOpen(notice);
    await expect(args.openUrl).not.toHaveBeenCalled();
    await expect(args.onNavigate).not.toHaveBeenCalled();
  },
};

export const Back: Story = {
  name: '返回',
  tags: ['test-only'],
  play: async ({ args, canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '返回' }));
    await expect(args.onBack).toHaveBeenCalledTimes(1);
  },
};

/** 最佳实践: 返回 and 导航 at least 44 px high, for a thumb on a phone. */
export const DoThumbSizedButtons: Story = {
  name: '推荐：按钮触控高度不低于44px',
  play: async ({ canvas }) => {
    for (const name of ['返回', '导航']) {
      const button = canvas.getByRole('button', { name });
      await expect(button.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    }
  },
};

/** 最佳实践, what to avoid: desktop-sized 28 px buttons over a map on a phone; thumbs miss them and pan the map instead. */
export const DontSmallButtons: Story = {
  name: '不推荐：手机地图上用小按钮',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ width: 375, display: 'flex', justifyContent: 'space-between', padding: 12 }}>
      <Button size="small">返回</Button>
      <Button size="small" variant="primary">
        导航
      </Button>
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ['返回', '导航']) {
      const button = canvas.getByRole('button', { name });
      await expect(button.getBoundingClientRect().height).toBeLessThan(44);
    }
  },
};
