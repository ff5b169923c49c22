import { defaultTheme } from '@p5g/tokens';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { focusReturnedTo } from '../../test-support/waits.ts';
import { FileUpload, UploadRefusal } from './FileUpload.tsx';

const { color } = defaultTheme;

/** A small receipt-like picture as a data URL, so the preview needs no network. */
const receiptImage = `data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="90" height="120" viewBox="0 0 90 120">
    <rect width="90" height="120" fill="${color.neutral['0']}"/>
    <rect width="90" height="24" fill="${color.brand['600']}"/>
    <rect x="10" y="36" width="70" height="6" fill="${color.neutral['300']}"/>
    <rect x="10" y="50" width="50" height="6" fill="${color.neutral['300']}"/>
    <rect x="10" y="64" width="60" height="6" fill="${color.neutral['300']}"/>
    <circle cx="62" cy="96" r="14" fill="none" stroke="${color.danger['600']}" stroke-width="3"/>
  </svg>`,
)}`;

const pngFile = (name = '汇款凭证.png', bytes = 2048) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

const fileInput = (canvasElement: HTMLElement) => {
  const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return input;
};

const meta = {
  title: 'Forms/FileUpload',
  component: FileUpload,
  args: {
    label: '汇款凭证',
    upload: fn(async () => receiptImage),
    onChange: fn(),
  },
  argTypes: {
    isDisabled: { control: 'boolean' },
    isRequired: { control: 'boolean' },
    isInvalid: { control: 'boolean' },
    maxSizeMB: { control: { type: 'number', min: 1 } },
    accept: { control: 'object' },
    description: { control: 'text' },
    errorMessage: { control: 'text' },
    uploadErrorMessage: { control: 'text' },
    value: { control: false },
    defaultValue: { control: false },
  },
} satisfies Meta<typeof FileUpload>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  name: '未上传',
  args: { isRequired: true },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: '选择文件' });
    await expect(trigger).toBeEnabled();
    await expect(trigger).toHaveAccessibleDescription('支持jpg、jpeg、png、bmp格式，大小不超过5MB');
    await expect(fileInput(canvasElement)).toHaveAttribute('accept', '.jpg,.jpeg,.png,.bmp');
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Uploading: Story = {
  name: '上传中',
  args: {
    // Reports 45% and never settles, so the progress bar stays put for the screenshot.
    upload: fn((_file: File, onProgress: (percent: number) => void) => {
      onProgress(45);
      return new Promise<string>(() => {});
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    const file = pngFile();
    await userEvent.upload(fileInput(canvasElement), file);
    await expect(args.upload).toHaveBeenCalledWith(file, expect.any(Function));
    const progress = await canvas.findByRole('progressbar', { name: '正在上传 汇款凭证.png' });
    await expect(progress).toHaveAttribute('aria-valuenow', '45');
    await expect(canvas.getByText('45%')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /选择文件/ })).toHaveAttribute('data-pending');
  },
};

export const Uploaded: Story = {
  name: '已上传（预览）',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngFile());
    const preview = await canvas.findByRole('img', { name: '已上传的图片' });
    await expect(preview).toHaveAttribute('src', receiptImage);
    await expect(args.onChange).toHaveBeenCalledWith(receiptImage);
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '删除' })).toBeEnabled();
  },
};

export const Remove: Story = {
  name: '删除已上传',
  tags: ['test-only'],
  args: { defaultValue: receiptImage },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('img', { name: '已上传的图片' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '删除' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
    await focusReturnedTo(() => canvas.getByRole('button', { name: '选择文件' }));
  },
};

export const WrongType: Story = {
  name: '不支持的类型',
  play: async ({ args, canvas, canvasElement }) => {
    // The picker's accept filter can be switched off by the user; the component still refuses.
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.7'], '合同.pdf', { type: 'application/pdf' });
    await user.upload(fileInput(canvasElement), pdf);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('不支持该文件类型');
    await expect(canvas.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription(
      /不支持该文件类型/,
    );
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const Oversize: Story = {
  name: '文件过大',
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngFile('扫描件.png', 6 * 1024 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文件大小超出5MB');
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const Failure: Story = {
  name: '上传失败',
  args: {
    upload: fn(async () => {
      throw new Error('code 1');
    }),
    uploadErrorMessage: '上传失败，请重试',
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await expect(await canvas.findByRole('alert')).toHaveTextContent('上传失败，请重试');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeEnabled();
  },
};

export const Refused: Story = {
  name: '服务端拒绝',
  tags: ['test-only'],
  // The same picture as 上传失败 with another message.
  parameters: { visual: false },
  args: {
    upload: fn(async () => {
      throw new UploadRefusal('不支持该文件类型');
    }),
  },
  play: async ({ args, canvas, canvasElement }) => {
    await userEvent.upload(fileInput(canvasElement), pngFile('改名的文本.png'));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('不支持该文件类型');
    await expect(canvas.queryByText('上传失败，请重试')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isRequired: true, isInvalid: true, errorMessage: '请上传汇款凭证' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('请上传汇款凭证');
    await expect(canvas.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription(
      /请上传汇款凭证/,
    );
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toBeDisabled();
    await userEvent.upload(fileInput(canvasElement), pngFile());
    await expect(args.upload).not.toHaveBeenCalled();
  },
};

export const DisabledWithPreview: Story = {
  name: '不可用（有预览）',
  args: { isDisabled: true, defaultValue: receiptImage },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '已上传的图片' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '删除' })).toBeDisabled();
  },
};

/** 最佳实践: formats and the size limit are written on the upload area before a file is chosen. */
export const DoLimitsUpFront: Story = {
  name: '推荐：上传前写明格式与大小',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '选择文件' })).toHaveAccessibleDescription(
      /jpg、jpeg、png.*5MB/,
    );
    await expect(canvas.getByText(/5MB/)).toBeVisible();
  },
};

/**
 * 最佳实践, what to avoid: a vague description. The user learns the 5MB limit only from the refusal,
 * after picking a scan.
 */
export const DontLimitsAfterTheFact: Story = {
  name: '不推荐：选择文件后才知道限制',
  args: { description: '请上传汇款凭证' },
  play: async ({ canvas, canvasElement }) => {
    const trigger = canvas.getByRole('button', { name: '选择文件' });
    await expect(trigger).not.toHaveAccessibleDescription(/5MB/);
    await userEvent.upload(fileInput(canvasElement), pngFile('扫描件.png', 6 * 1024 * 1024));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('文件大小超出5MB');
  },
};
