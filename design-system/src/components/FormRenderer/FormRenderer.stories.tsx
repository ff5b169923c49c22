import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { regionTree } from '../../test-support/region-tree.ts';
import { FormRenderer } from './FormRenderer.tsx';
import type { AnswerValue, RenderedQuestion } from './questions.ts';

const asked = { help: '', required: false };
const text = { ...asked, kind: 'text', format: 'plain', maxLength: 50, placeholder: '' } as const;

/** Who comes and when: text, choices with 其他, a question shown only for 其他, multiple choice. */
const signUp: RenderedQuestion[] = [
  { ...text, id: 'name', title: '姓名', required: true, maxLength: 20 },
  { ...text, id: 'phone', title: '手机号码', required: true, format: 'mobile' },
  {
    ...asked,
    kind: 'single',
    id: 'session',
    title: '参加场次',
    required: true,
    allowOther: true,
    options: [
      { id: 'am', label: '上午场' },
      { id: 'pm', label: '下午场' },
    ],
  },
  {
    ...asked,
    kind: 'textarea',
    id: 'other_time',
    title: '希望的时间',
    help: '我们会尽量安排。',
    maxLength: 500,
    placeholder: '',
    showWhen: { question: 'session', anyOf: ['other'] },
  },
  {
    ...asked,
    kind: 'multiple',
    id: 'topics',
    title: '感兴趣的内容',
    allowOther: false,
    minChoices: 1,
    maxChoices: 2,
    options: [
      { id: 'health', label: '健康讲座' },
      { id: 'law', label: '法律咨询' },
      { id: 'digital', label: '智能手机课堂' },
    ],
  },
];

/** The other kinds: dropdown, region, date, rating, upload. */
const details: RenderedQuestion[] = [
  {
    ...asked,
    kind: 'dropdown',
    id: 'age',
    title: '年龄段',
    options: [
      { id: 'young', label: '18-40岁' },
      { id: 'senior', label: '60岁以上' },
    ],
  },
  { ...asked, kind: 'region', id: 'area', title: '所在地区', required: true, level: 3 },
  { ...asked, kind: 'date', id: 'day', title: '到场日期' },
  { ...asked, kind: 'rating', id: 'score', title: '对上次活动的评价', max: 5 },
  {
    ...asked,
    kind: 'upload',
    id: 'photo',
    title: '本人照片',
    accept: ['image'],
    maxSizeMb: 5,
    maxFiles: 2,
  },
];

const contact = signUp.slice(0, 3);

/** One question of every kind, with a description block and a page break. */
const everyKind: RenderedQuestion[] = [
  { kind: 'description', id: 'intro', title: '活动须知', help: '请如实填写，信息仅用于活动组织。' },
  ...signUp,
  { kind: 'pageBreak', id: 'page2' },
  ...details,
];

/** As the contract says for image uploads. */
const uploadKinds = { image: { extensions: ['jpg', 'jpeg', 'png'] } };

/** The display logic of the sign-up questions: 希望的时间 only for 其他. */
const shownFor = (values: Record<string, AnswerValue>) =>
  new Set(
    signUp.filter((q) => q.id !== 'other_time' || values.session === 'other').map((q) => q.id),
  );

const meta = {
  title: 'Forms/FormRenderer',
  component: FormRenderer,
  args: { questions: everyKind, regions: regionTree, uploadKinds },
  argTypes: { questions: { control: false }, regions: { control: false } },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FormRenderer>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The public page without scripts: every question, the conditional one with its condition; each
 * control labelled, choices in a fieldset named by its legend.
 */
export const EveryKind: Story = {
  name: '全部题型',
  args: { describeConditions: true },
  // Taller than the frame; the stories below picture it in parts.
  parameters: { visual: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: '活动须知' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '姓名 （必填）' })).toHaveAttribute(
      'name',
      'name',
    );
    await expect(canvas.getByRole('textbox', { name: '手机号码 （必填）' })).toHaveAttribute(
      'type',
      'tel',
    );
    const session = canvas.getByRole('group', { name: '参加场次 （必填）' });
    await expect(within(session).getAllByRole('radio')).toHaveLength(3);
    await expect(within(session).getByRole('textbox', { name: '参加场次：其他' })).toHaveAttribute(
      'name',
      'session_other',
    );
    await expect(canvas.getByText('仅当“参加场次”选择“其他”时填写')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '希望的时间' })).toHaveAccessibleDescription(
      '我们会尽量安排。',
    );
    await expect(
      within(canvas.getByRole('group', { name: '感兴趣的内容' })).getAllByRole('checkbox'),
    ).toHaveLength(3);
    const area = canvas.getByRole('combobox', { name: '所在地区 （必填）' });
    await userEvent.selectOptions(area, '440104');
    await expect(area).toHaveValue('440104');
    await expect(
      within(canvas.getByRole('group', { name: '对上次活动的评价' })).getByRole('radio', {
        name: '5分',
      }),
    ).toHaveAttribute('value', '5');
    await expect(canvas.getByLabelText('本人照片')).toHaveAttribute('accept', '.jpg,.jpeg,.png');
    await expect(canvasElement.querySelectorAll('[data-form-page]')).toHaveLength(2);
  },
};

const onChange = fn();

function Controlled() {
  const [values, setValues] = useState<Record<string, AnswerValue>>({});
  return (
    <FormRenderer
      questions={signUp}
      values={values}
      shown={shownFor(values)}
      onChange={(question, value) => {
        onChange(question, value);
        setValues((current) => ({ ...current, [question]: value }));
      }}
    />
  );
}

/** The builder's preview: controlled; choosing 其他 shows the question that depends on it. */
export const DisplayLogic: Story = {
  name: '显示逻辑',
  args: { questions: signUp },
  render: () => <Controlled />,
  play: async ({ canvasElement }) => {
    onChange.mockClear();
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox', { name: '希望的时间' })).toBeNull();
    await userEvent.click(canvas.getByRole('radio', { name: '其他' }));
    await expect(onChange).toHaveBeenLastCalledWith('session', 'other');
    await expect(canvas.getByRole('textbox', { name: '希望的时间' })).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: '健康讲座' }));
    await userEvent.click(canvas.getByRole('checkbox', { name: '法律咨询' }));
    await expect(onChange).toHaveBeenLastCalledWith('topics', ['health', 'law']);
    await userEvent.click(canvas.getByRole('radio', { name: '上午场' }));
    await expect(canvas.queryByRole('textbox', { name: '希望的时间' })).toBeNull();
  },
};

/** Messages from the answer check: under each field, tied to its control, the input kept. */
export const Errors: Story = {
  name: '校验提示',
  args: {
    questions: signUp,
    shown: shownFor({}),
    values: { name: '张三', phone: '1380013' },
    errors: { phone: '请输入正确的手机号码', session: '请选择此项', area: '请选择到区县' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByRole('textbox', { name: '手机号码 （必填）' });
    await expect(phone).toHaveValue('1380013');
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveAccessibleDescription('请输入正确的手机号码');
    await expect(
      canvas.getByRole('group', { name: '参加场次 （必填）' }),
    ).toHaveAccessibleDescription('请选择此项');
    await expect(canvas.getByRole('textbox', { name: '姓名 （必填）' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** At 320 px, the narrowest phone: one column, every choice a full-width row a thumb can take. */
export const NarrowPhone: Story = {
  name: '手机 320',
  args: { questions: contact, values: { session: 'pm' } },
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const option = within(canvasElement).getByRole('radio', { name: '上午场' }).closest('label')!;
    await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(
      canvasElement.ownerDocument.documentElement.clientWidth,
    );
  },
};

/** The other kinds on a 375 px phone: dropdown, the region select grouped by 省 市, date, rating, upload. */
export const OtherKindsOnPhone: Story = {
  name: '其他题型（手机）',
  args: { questions: details, values: { area: '110102', score: '4' } },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('combobox', { name: '所在地区 （必填）' });
    await expect(area).toHaveValue('110102');
    await expect(area.querySelector('optgroup[label="北京市 北京市"]')).not.toBeNull();
    await expect(canvas.getByRole('radio', { name: '4分' })).toBeChecked();
    await expect(canvas.getByLabelText('到场日期')).toHaveAttribute('type', 'date');
  },
};
