import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { focusReturnedTo, overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { pictures } from '../RcsPreview/rcs-story-data.ts';
import { ArticleEditor, type ArticleMedia, type ArticleMediaKind } from './ArticleEditor.tsx';
import { sampleArticle, storyExtensions } from './story-extensions.ts';

const chosenMaterials: Record<ArticleMediaKind, ArticleMedia> = {
  image: { materialId: '101', src: pictures.finance, alt: '' },
  video: { materialId: '102', src: 'https://media.example.cn/promo.mp4', poster: pictures.service },
  audio: { materialId: '103', src: 'https://media.example.cn/notice.mp3' },
};

const meta = {
  title: 'Business patterns/ArticleEditor',
  component: ArticleEditor,
  args: {
    extensions: storyExtensions,
    onChange: fn(),
    pickMedia: fn((kind: ArticleMediaKind) => Promise.resolve(chosenMaterials[kind])),
  },
  render: (args) => (
    <div style={{ maxWidth: 720 }}>
      <ArticleEditor {...args} />
    </div>
  ),
} satisfies Meta<typeof ArticleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

const editingArea = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('textbox', { name: '正文' });

/** Empty, ready to write: the toolbar over the editing area. */
export const Empty: Story = {
  name: '空白',
  play: async ({ canvasElement }) => {
    await expect(await editingArea(canvasElement)).toBeVisible();
    await expect(within(canvasElement).getByRole('toolbar', { name: '正文格式' })).toBeVisible();
  },
};

/** An article with a heading, bold text, a link and a list: each shown in its format. */
export const WithContent: Story = {
  name: '已有内容',
  args: { defaultValue: sampleArticle },
  play: async ({ canvasElement }) => {
    const area = await editingArea(canvasElement);
    await expect(within(area).getByRole('heading', { name: '办理须知', level: 2 })).toBeVisible();
    await expect(within(area).getByRole('link', { name: '办事指南' })).toBeVisible();
    await expect(within(area).getAllByRole('listitem')).toHaveLength(2);
  },
};

/**
 * Keyboard alone: Alt+F10 goes from the text to the toolbar (to the button last used there), the
 * arrow keys move in it and Esc goes back; a format pressed with Enter applies and
 * returns to the text. The change reaches
 * `onChange` as Tiptap JSON.
 */
export const KeyboardFormatting: Story = {
  name: '键盘操作',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = await editingArea(canvasElement);
    await userEvent.click(area);
    await userEvent.keyboard('政策解读');
    await userEvent.keyboard('{Alt>}{F10}{/Alt}');
    await focusReturnedTo(canvas.getByRole('button', { name: '二级标题' }));
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await focusReturnedTo(canvas.getByRole('button', { name: '无序列表' }));
    await userEvent.keyboard('{Escape}');
    await focusReturnedTo(area);
    await userEvent.keyboard('{Alt>}{F10}{/Alt}');
    await focusReturnedTo(canvas.getByRole('button', { name: '无序列表' }));
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await focusReturnedTo(canvas.getByRole('button', { name: '二级标题' }));
    await userEvent.keyboard('{Enter}');
    await focusReturnedTo(area);
    await expect(within(area).getByRole('heading', { name: '政策解读', level: 2 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '二级标题' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(args.onChange).toHaveBeenLastCalledWith({
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '政策解读' }] },
      ],
    });
  },
};

/** The link dialog checks the address with the app's rule before it links the selection. */
export const LinkChecked: Story = {
  name: '添加链接',
  args: {
    defaultValue: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '办事指南' }] }],
    },
    checkLink: (href) => (href.startsWith('http://') ? null : '链接须以http://开头'),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = await editingArea(canvasElement);
    // Select the paragraph's text the way a mouse drag would; the editor follows the selection.
    const range = document.createRange();
    range.selectNodeContents(area.querySelector('p')!);
    area.focus();
    document.getSelection()?.removeAllRanges();
    document.getSelection()?.addRange(range);
    const linkButton = canvas.getByRole('button', { name: '链接' });
    await userEvent.click(linkButton);
    const dialog = await screen.findByRole('dialog', { name: '添加链接' });
    await overlayOpen(dialog);
    const address = within(dialog).getByRole('textbox', { name: '链接地址' });
    await userEvent.type(address, 'ftp://example.cn');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(within(dialog).getByText('链接须以http://开头')).toBeVisible();
    await userEvent.clear(address);
    await userEvent.type(address, 'http://www.example.gov.cn{Enter}');
    await overlayClosed('dialog');
    await expect(within(area).getByRole('link', { name: '办事指南' })).toHaveAttribute(
      'href',
      'http://www.example.gov.cn',
    );
    await expect(linkButton).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** 插入图片 asks the app's picker and inserts the chosen material where the cursor is. */
export const InsertImage: Story = {
  name: '插入图片',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const area = await editingArea(canvasElement);
    await userEvent.click(area);
    await userEvent.click(canvas.getByRole('button', { name: '插入图片' }));
    await expect(args.pickMedia).toHaveBeenCalledWith('image');
    await waitFor(() => expect(area.querySelector('img')).toHaveAttribute('src', pictures.finance));
  },
};

/** Without a picker, no insert buttons; the rest of the toolbar stays. */
export const WithoutMedia: Story = {
  name: '无素材选择',
  args: { pickMedia: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await editingArea(canvasElement);
    await expect(canvas.queryByRole('button', { name: '插入图片' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '加粗' })).toBeVisible();
  },
};

/** Required and refused: the asterisk, the frame in red and the message under it. */
export const Invalid: Story = {
  name: '错误',
  args: { isRequired: true, errorMessage: '请填写正文', description: '支持标题、列表、链接和素材' },
  play: async ({ canvasElement }) => {
    const area = await editingArea(canvasElement);
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription(/请填写正文/);
  },
};

/** Read only: the text as written, the toolbar not usable. */
export const ReadOnly: Story = {
  name: '只读',
  args: { defaultValue: sampleArticle, isReadOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await editingArea(canvasElement);
    await expect(area).toHaveAttribute('contenteditable', 'false');
    await expect(canvas.getByRole('button', { name: '加粗' })).toBeDisabled();
  },
};

/** A message shown while the user types (the app's check of the body) keeps what was typed. */
export const MessageWhileTyping: Story = {
  name: '输入中出现错误信息',
  render: function Render(args) {
    const [tooLong, setTooLong] = useState(false);
    return (
      <div style={{ maxWidth: 720 }}>
        <ArticleEditor
          {...args}
          onChange={(value) => setTooLong(JSON.stringify(value).includes('说明'))}
          errorMessage={tooLong ? '示例：正文不能包含“说明”' : undefined}
        />
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = await editingArea(canvasElement);
    await userEvent.click(area);
    await userEvent.keyboard('政策说明');
    await expect(await canvas.findByText('示例：正文不能包含“说明”')).toBeVisible();
    await userEvent.keyboard('稿');
    await expect(area).toHaveTextContent('政策说明稿');
  },
};
