import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { OptionListEditor } from './OptionListEditor.tsx';
import type { ChoiceOption } from '../FormRenderer/questions.ts';
import { ReorderButtons } from './ReorderButtons.tsx';

const satisfaction: ChoiceOption[] = [
  { id: 'o1', label: '非常满意' },
  { id: 'o2', label: '满意' },
  { id: 'o3', label: '不满意' },
];

const changes = fn<(options: ChoiceOption[]) => void>();

/** The editor with its options kept in state, as a form builder keeps them. */
function Stateful(props: { initial: ChoiceOption[]; errorMessage?: string; maxOptions?: number }) {
  const [options, setOptions] = useState(props.initial);
  return (
    <div style={{ maxWidth: 420 }}>
      <OptionListEditor
        options={options}
        errorMessage={props.errorMessage}
        maxOptions={props.maxOptions}
        optionErrors={Object.fromEntries(
          options.flatMap((o, i) => (o.label.trim() === '' ? [[i, '请填写选项内容']] : [])),
        )}
        onChange={(next) => {
          changes(next);
          setOptions(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Forms/QuestionEditor',
  component: Stateful,
  args: { initial: satisfaction },
  beforeEach: () => {
    changes.mockReset();
  },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Options: Story = {
  name: '选项列表',
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: '选项1' })).toHaveValue('非常满意');
    await expect(canvas.getByRole('button', { name: '上移选项1' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '下移选项3' })).toBeDisabled();
  },
};

export const AddRenameMove: Story = {
  name: '添加、修改与移动（仅用键盘）',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '添加选项' }));
    const added = canvas.getByRole('textbox', { name: '选项4' });
    await expect(added).toHaveValue('选项4');
    await userEvent.clear(added);
    await userEvent.type(added, '一般');
    // Move it up with the keyboard: focus its 上移 button and press Enter.
    canvas.getByRole('button', { name: '上移选项4' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('textbox', { name: '选项3' })).toHaveValue('一般');
    await expect(changes).toHaveBeenLastCalledWith([
      { id: 'o1', label: '非常满意' },
      { id: 'o2', label: '满意' },
      { id: 'o4', label: '一般' },
      { id: 'o3', label: '不满意' },
    ]);
  },
};

export const Remove: Story = {
  name: '删除选项',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '删除选项2' }));
    await expect(canvas.getAllByRole('textbox')).toHaveLength(2);
    await expect(canvas.getByRole('textbox', { name: '选项2' })).toHaveValue('不满意');
  },
};

export const Errors: Story = {
  name: '错误信息',
  args: {
    initial: [{ id: 'o1', label: '' }],
    errorMessage: '至少设置2个选项',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('至少设置2个选项');
    await expect(canvas.getByRole('textbox', { name: '选项1' })).toHaveAccessibleDescription(
      '请填写选项内容',
    );
  },
};

export const Full: Story = {
  name: '选项已满',
  args: { maxOptions: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '添加选项' })).toBeDisabled();
  },
};

export const Reorder: Story = {
  name: '上移、下移与删除按钮',
  render: () => (
    <ReorderButtons
      name="问题2"
      isFirst={false}
      isLast
      onMoveUp={fn()}
      onMoveDown={fn()}
      onRemove={fn()}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '问题2的操作' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '上移问题2' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: '下移问题2' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: '删除问题2' })).toBeEnabled();
  },
};
