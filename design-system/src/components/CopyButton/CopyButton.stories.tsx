import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Descriptions } from '../Descriptions/Descriptions.tsx';
import { CopyButton, copiedResetMs } from './CopyButton.tsx';

const writeText = fn<(text: string) => Promise<void>>();
const execCommand = fn<(command: string) => boolean>();

const meta = {
  title: 'Actions/CopyButton',
  component: CopyButton,
  args: { text: '0200001209200123456', what: '账号' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'secondary'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'touch'] },
  },
  // The clipboard is the browser's: each story says whether it takes the text.
  beforeEach: () => {
    writeText.mockReset().mockResolvedValue(undefined);
    execCommand.mockReset().mockReturnValue(false);
    const clipboard = Object.getOwnPropertyDescriptor(Navigator.prototype, 'clipboard');
    const command = document.execCommand;
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    document.execCommand = execCommand;
    return () => {
      delete (navigator as { clipboard?: unknown }).clipboard;
      if (clipboard) Object.defineProperty(Navigator.prototype, 'clipboard', clipboard);
      document.execCommand = command;
    };
  },
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Copies: Story = {
  name: '复制后提示已复制',
  // 已复制 lasts two seconds: the picture would race it (两秒后恢复为复制 pictures the end state).
  parameters: { visual: false },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '复制账号' });
    await userEvent.click(button);
    await expect(writeText).toHaveBeenCalledWith('0200001209200123456');
    await expect(button).toHaveTextContent('已复制');
    await expect(button).toHaveAccessibleName('已复制账号');
    await expect(canvas.getByRole('status')).toHaveTextContent('已复制');
  },
};

export const BackToCopy: Story = {
  name: '两秒后恢复为复制',
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '复制账号' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('已复制');
    await waitFor(() => expect(button).toHaveTextContent(/^复制$/), {
      timeout: copiedResetMs * 2,
    });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
  },
};

export const Refused: Story = {
  name: '浏览器拒绝时提示手动复制',
  beforeEach: () => {
    writeText.mockRejectedValue(new DOMException('denied', 'NotAllowedError'));
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '复制账号' }));
    await expect(execCommand).toHaveBeenCalledWith('copy');
    await expect(canvas.getByRole('status')).toHaveTextContent('复制失败，请手动选择复制');
    await expect(canvas.getByRole('button', { name: '复制账号' })).toHaveTextContent(/^复制$/);
  },
};

export const BesideValues: Story = {
  name: '在字段值旁',
  render: () => (
    <div style={{ width: 480 }}>
      <Descriptions
        columns={1}
        title="收款账户"
        items={[
          {
            label: '户名',
            value: (
              <>
                央视网5G智能平台示范运营有限公司{' '}
                <CopyButton text="央视网5G智能平台示范运营有限公司" what="户名" />
              </>
            ),
          },
          { label: '开户行', value: '中国工商银行北京复兴门支行' },
          {
            label: '账号',
            value: (
              <>
                0200 0012 0920 0123 456 <CopyButton text="0200001209200123456" what="账号" />
              </>
            ),
          },
        ]}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const name = canvas.getByRole('button', { name: '复制户名' });
    await userEvent.click(name);
    await expect(writeText).toHaveBeenCalledWith('央视网5G智能平台示范运营有限公司');
    await expect(canvas.getByRole('button', { name: '复制账号' })).toHaveTextContent(/^复制$/);
    // The picture shows both buttons at rest.
    await waitFor(() => expect(name).toHaveTextContent(/^复制$/), { timeout: copiedResetMs * 2 });
  },
};

export const Touch: Story = {
  name: '手机上的触控尺寸',
  args: { size: 'touch', variant: 'secondary' },
  play: async ({ canvas }) => {
    const { height } = canvas.getByRole('button', { name: '复制账号' }).getBoundingClientRect();
    await expect(height).toBeGreaterThanOrEqual(44);
  },
};
