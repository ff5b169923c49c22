import { vars } from '@p5g/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { pictures } from '../RcsPreview/rcs-story-data.ts';
import { MaterialPicker } from './MaterialPicker.tsx';
import { materialFilters, type Material } from './materials.ts';

const library: Material[] = [
  {
    id: '101',
    kind: 'image',
    name: '年末理财节海报.png',
    url: pictures.finance,
    size: 356_000,
    reviewStatus: 'passed',
    expiresAt: '2026-12-20T02:00:00Z',
  },
  {
    id: '102',
    kind: 'video',
    name: '政务服务宣传片.mp4',
    url: 'https://media.example.cn/promo.mp4',
    coverUrl: pictures.service,
    durationSeconds: 48,
    size: 1_890_000,
    reviewStatus: 'reviewing',
  },
  {
    id: '103',
    kind: 'audio',
    name: '办事提醒语音.mp3',
    url: 'https://media.example.cn/notice.mp3',
    coverUrl: pictures.notice,
    durationSeconds: 32,
    size: 420_000,
    reviewStatus: 'passed',
  },
  {
    id: '104',
    kind: 'image',
    name: '快递到件通知配图（2026年11月版，含新版品牌标识与服务网点地址）.jpg',
    url: pictures.logistics,
    size: 1_200_000,
    reviewStatus: 'rejected',
  },
  {
    id: '105',
    kind: 'image',
    name: '医院门诊.gif',
    url: pictures.health,
    size: 98_000,
    reviewStatus: 'invalid',
  },
  {
    id: '106',
    kind: 'audio',
    name: '铃声.amr',
    url: 'https://media.example.cn/ring.amr',
    durationSeconds: 9,
    size: 24_000,
    reviewStatus: 'passed',
  },
];

const mb = 1024 * 1024;
const file = (name: string, type: string, bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type });

const fileInputs = (root: HTMLElement) => [
  ...root.querySelectorAll<HTMLInputElement>('input[type="file"]'),
];

/** The app passes each review state's words (from the contract) and tone. */
const reviewStatuses = {
  reviewing: { label: '审核中', tone: 'warning' },
  rejected: { label: '已驳回', tone: 'danger' },
  passed: { label: '已通过', tone: 'success' },
  invalid: { label: '已失效', tone: 'neutral' },
} as const;

const meta = {
  title: 'Business patterns/MaterialPicker',
  component: MaterialPicker,
  args: {
    materials: library,
    reviewStatuses,
    onSelectionChange: fn(),
    onUpload: fn(),
  },
  argTypes: {
    defaultFilter: { control: 'inline-radio', options: materialFilters },
    isLoading: { control: 'boolean' },
    error: { control: 'text' },
    materials: { control: 'object' },
    uploads: { control: 'object' },
  },
  render: (args) => (
    <div style={{ width: 640 }}>
      <MaterialPicker {...args} />
    </div>
  ),
} satisfies Meta<typeof MaterialPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: '暂无素材',
  args: { materials: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无素材')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上传素材' })).toHaveAccessibleDescription(
      /单个文件不超过2MB/,
    );
  },
};

export const Loading: Story = {
  name: '加载中',
  args: { isLoading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).toHaveTextContent('素材加载中');
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

export const LoadFailed: Story = {
  name: '加载失败',
  args: { error: '素材加载失败，请稍后重试', onRetry: fn() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('素材加载失败，请稍后重试')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('grid')).not.toBeInTheDocument();
  },
};

/** Images, video and audio together; rejected and invalid ones cannot be chosen. */
export const MixedGrid: Story = {
  name: '图片、视频、音频混合',
  play: async ({ args, canvas }) => {
    const grid = canvas.getByRole('grid', { name: '素材' });
    const rows = within(grid).getAllByRole('row');
    await expect(rows).toHaveLength(6);
    await expect(rows[1]).toHaveTextContent('视频 0:48');
    await expect(rows[1]).toHaveTextContent('审核中');
    await expect(rows[3]).toHaveAttribute('aria-disabled', 'true');
    await expect(rows[4]).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(rows[3]!);
    await expect(args.onSelectionChange).not.toHaveBeenCalled();
    await userEvent.click(rows[2]!);
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(library[2]);
    await expect(rows[2]).toHaveAttribute('aria-selected', 'true');
  },
};

/** Arrow keys move across and down the grid; Space chooses. */
export const KeyboardSelection: Story = {
  name: '键盘选择',
  play: async ({ args, canvas }) => {
    // Past the type filter and the upload button, Tab enters the grid at its first tile.
    const grid = canvas.getByRole('grid');
    for (let step = 0; step < 8 && !grid.contains(document.activeElement); step++) {
      await userEvent.tab();
    }
    const rows = canvas.getAllByRole('row');
    await expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(rows[1]).toHaveFocus();
    // Down lands in the next row of tiles; the rejected tile below is skipped.
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).not.toBe(rows[1]));
    const focused = rows.indexOf(document.activeElement as HTMLElement);
    await expect(focused).toBeGreaterThan(2);
    await userEvent.keyboard(' ');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(library[focused]);
  },
};

export const Filtered: Story = {
  name: '按类型筛选',
  args: { defaultSelectedId: '101' },
  play: async ({ canvas }) => {
    const filters = canvas.getByRole('radiogroup', { name: '素材类型' });
    await expect(within(filters).getByRole('radio', { name: '全部' })).toBeChecked();
    await userEvent.click(within(filters).getByRole('radio', { name: '音频' }));
    await expect(within(filters).getByRole('radio', { name: '音频' })).toBeChecked();
    const names = canvas
      .getAllByRole('row')
      .map((row) => row.querySelector('[title]')?.textContent);
    await expect(names).toEqual(['办事提醒语音.mp3', '铃声.amr']);
    await userEvent.click(within(filters).getByRole('radio', { name: '视频' }));
    await expect(canvas.getAllByRole('row')).toHaveLength(1);
  },
};

export const FilteredEmpty: Story = {
  name: '筛选无结果',
  args: {
    materials: library.filter((material) => material.kind === 'image'),
    defaultFilter: 'video',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无视频素材')).toBeVisible();
  },
};

export const Uploading: Story = {
  name: '上传中',
  args: {
    uploads: [
      { name: '新品发布会.mp4', progress: 45 },
      { name: '门店地图.png', progress: 100 },
      { name: '活动说明.m4a', progress: 80, error: '上传失败，请重试' },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '上传进度' });
    const bars = within(list).getAllByRole('progressbar');
    await expect(bars).toHaveLength(3);
    await expect(within(list).getByRole('progressbar', { name: '新品发布会.mp4' })).toHaveAttribute(
      'aria-valuenow',
      '45',
    );
    await expect(
      within(list).getByRole('progressbar', { name: '活动说明.m4a' }),
    ).toHaveAccessibleDescription('上传失败，请重试');
  },
};

export const UploadImage: Story = {
  name: '上传图片',
  tags: ['test-only'],
  play: async ({ args, canvasElement }) => {
    const image = file('活动海报.png', 'image/png');
    await userEvent.upload(fileInputs(canvasElement)[0]!, image);
    await expect(args.onUpload).toHaveBeenCalledWith({ file: image });
    // An image needs no cover.
    await expect(
      within(canvasElement).queryByRole('group', { name: '选择封面' }),
    ).not.toBeInTheDocument();
  },
};

export const UploadRefusedType: Story = {
  name: '文件类型不支持',
  play: async ({ args, canvas, canvasElement }) => {
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInputs(canvasElement)[0]!, file('合同.pdf', 'application/pdf'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('不支持该文件类型');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const UploadRefusedSize: Story = {
  name: '文件超出2MB',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(
      fileInputs(canvasElement)[0]!,
      file('宣传片.mp4', 'video/mp4', 2 * mb + 1),
    );
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文件大小超出2MB');
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

/** A video waits for its cover: 上传 is only offered once a cover image is chosen. */
export const VideoNeedsCover: Story = {
  name: '视频需选择封面',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInputs(canvasElement)[0]!, file('新品发布会.mp4', 'video/mp4'));
    const step = canvas.getByRole('group', { name: '选择封面' });
    await expect(step).toHaveTextContent('请为 新品发布会.mp4 选择封面图片');
    await expect(within(step).queryByRole('button', { name: '上传' })).not.toBeInTheDocument();
    await expect(args.onUpload).not.toHaveBeenCalled();

    const user = userEvent.setup({ applyAccept: false });
    await user.upload(fileInputs(canvasElement)[1]!, file('封面.gif', 'image/gif'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('封面须为JPG或PNG格式的图片');
    await expect(within(step).queryByRole('button', { name: '上传' })).not.toBeInTheDocument();

    await userEvent.upload(fileInputs(canvasElement)[1]!, file('封面.png', 'image/png'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(step).toHaveTextContent('新品发布会.mp4，封面：封面.png');
    await expect(within(step).getByRole('button', { name: '上传' })).toBeEnabled();
    await expect(args.onUpload).not.toHaveBeenCalled();
  },
};

export const VideoUploadedWithCover: Story = {
  name: '视频与封面一起上传',
  tags: ['test-only'],
  play: async ({ args, canvas, canvasElement }) => {
    const video = file('新品发布会.mp4', 'video/mp4');
    const cover = file('封面.jpg', 'image/jpeg');
    await userEvent.upload(fileInputs(canvasElement)[0]!, video);
    await userEvent.upload(fileInputs(canvasElement)[1]!, cover);
    await userEvent.click(canvas.getByRole('button', { name: '上传' }));
    await expect(args.onUpload).toHaveBeenCalledTimes(1);
    await expect(args.onUpload).toHaveBeenCalledWith({ file: video, cover });
    await expect(canvas.queryByRole('group', { name: '选择封面' })).not.toBeInTheDocument();
  },
};

/** The cover step as it waits, for the screenshot. */
export const AudioWaitingForCover: Story = {
  name: '音频等待封面',
  play: async ({ canvas, canvasElement }) => {
    await userEvent.upload(fileInputs(canvasElement)[0]!, file('活动说明.m4a', 'audio/x-m4a'));
    await expect(canvas.getByRole('group', { name: '选择封面' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    await expect(canvas.queryByRole('group', { name: '选择封面' })).not.toBeInTheDocument();
    await userEvent.upload(fileInputs(canvasElement)[0]!, file('活动说明.m4a', 'audio/x-m4a'));
  },
};

/** Without `onUpload` the picker only chooses. */
export const ChooseOnly: Story = {
  name: '仅选择',
  args: { onUpload: undefined, selectedId: '103' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: '上传素材' })).not.toBeInTheDocument();
    await expect(fileInputs(canvasElement)).toHaveLength(0);
    await expect(canvas.getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
  },
};

/** A 320 px screen: the filter and upload wrap, the grid keeps two tiles a row. */
export const Narrow: Story = {
  name: '320px窄屏',
  render: (args) => (
    <div style={{ width: 288 }}>
      <MaterialPicker {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const grid = canvas.getByRole('grid');
    await expect(grid.scrollWidth).toBe(grid.clientWidth);
    const [first, second] = canvas.getAllByRole('row');
    await expect(first!.getBoundingClientRect().top).toBe(second!.getBoundingClientRect().top);
  },
};

/** 最佳实践: the chosen material has a tick as well as the accent border, and is announced as selected. */
export const DoTickAndBorder: Story = {
  name: '推荐：选中时同时显示对勾',
  args: { selectedId: library[0]!.id },
  play: async ({ canvas }) => {
    const [chosen] = within(canvas.getByRole('grid', { name: '素材' })).getAllByRole('row');
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(chosen!.querySelector('.lucide-check')).not.toBeNull();
  },
};

/** 最佳实践, what to avoid: a border colour alone. Colour-blind users cannot find the chosen tile, and nothing is announced. */
export const DontBorderOnly: Story = {
  name: '不推荐：选中状态只靠边框颜色',
  parameters: { controls: { disable: true } },
  render: () => (
    <ul aria-label="素材" style={{ display: 'flex', gap: 12, listStyle: 'none', padding: 0 }}>
      {library.slice(0, 3).map((material, index) => (
        <li
          key={material.id}
          style={{
            width: 120,
            padding: 8,
            border: `2px solid ${index === 0 ? vars.role.accent : vars.role.border}`,
          }}
        >
          {material.name}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    const tiles = within(canvas.getByRole('list', { name: '素材' })).getAllByRole('listitem');
    await expect(tiles).toHaveLength(3);
    for (const tile of tiles) {
      await expect(tile.querySelector('svg')).toBeNull();
      await expect(tile).not.toHaveAttribute('aria-selected');
    }
  },
};
