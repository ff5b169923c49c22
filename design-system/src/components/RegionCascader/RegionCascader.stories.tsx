import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { focusReturnedTo, overlayClosed } from '../../test-support/waits.ts';
import { RegionCascader } from './RegionCascader.tsx';
import { body, openRegionDialog, regionMeta, trigger } from './region-story-helpers.tsx';

const meta = {
  title: 'Business patterns/RegionCascader',
  component: RegionCascader,
  args: {
    label: '所在省市',
    isRequired: true,
    onChange: fn(),
    onBlur: fn(),
  },
  ...regionMeta(RegionCascader, {
    description: { control: 'text' },
    isRequired: { control: 'boolean' },
  } as const),
} satisfies Meta<typeof RegionCascader>;

export default meta;
type Story = StoryObj<typeof meta>;

const openPopover = () => openRegionDialog(/所在省市/);

/** Nothing chosen yet: the placeholder of spec §5. */
export const Empty: Story = {
  name: '未选择',
  play: async ({ args }) => {
    await expect(trigger()).toHaveAccessibleName(/^所在省市\s*（必填） 请选择所在省市$/);
    await expect(trigger()).toHaveAttribute('aria-haspopup', 'dialog');
    const dialog = await openPopover();
    await expect(within(dialog).getByRole('searchbox', { name: '搜索省市' })).toHaveFocus();
    await expect(within(dialog).getByRole('listbox', { name: '城市' })).toHaveTextContent(
      '请先选择省份',
    );
    await userEvent.keyboard('{Escape}');
    await overlayClosed('dialog');
    await focusReturnedTo(trigger());
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** 东莞市 is a city without districts (spec §3); the popover opens on its province. */
export const Dongguan: Story = {
  name: '东莞（无区县）',
  args: { defaultValue: ['44', '4419'] },
  play: async () => {
    await expect(trigger()).toHaveTextContent('广东省 / 东莞市');
    const dialog = await openPopover();
    const provinces = within(dialog).getByRole('listbox', { name: '省份' });
    const cities = within(dialog).getByRole('listbox', { name: '城市' });
    await expect(within(provinces).getByRole('option', { name: '广东省' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const dongguan = within(cities).getByRole('option', { name: '东莞市' });
    await expect(dongguan).toHaveAttribute('aria-selected', 'true');
    await expect(dongguan).toBeVisible();
  },
};

export const Zhongshan: Story = {
  name: '中山（无区县）',
  args: { defaultValue: ['44', '4420'] },
  play: async () => {
    await expect(trigger()).toHaveTextContent('广东省 / 中山市');
  },
};

/** 海南省 is far down the list: the popover scrolls it into view. */
export const Danzhou: Story = {
  name: '儋州（无区县）',
  args: { defaultValue: ['46', '4604'] },
  play: async () => {
    await expect(trigger()).toHaveTextContent('海南省 / 儋州市');
    const dialog = await openPopover();
    const provinces = within(dialog).getByRole('listbox', { name: '省份' });
    const hainan = within(provinces).getByRole('option', { name: '海南省' });
    // The column scrolls its choice into view a frame after the list is filled.
    await waitFor(() => {
      const list = provinces.getBoundingClientRect();
      const option = hainan.getBoundingClientRect();
      expect(option.top).toBeGreaterThanOrEqual(list.top);
      expect(option.bottom).toBeLessThanOrEqual(list.bottom);
    });
  },
};

/** Provincially-administered county-level units (spec §3), e.g. 济源市, sit under this city entry. */
export const ProvinciallyAdministered: Story = {
  name: '省直辖县级单位',
  args: { defaultValue: ['41', '4190'] },
  play: async () => {
    await expect(trigger()).toHaveTextContent('河南省 / 省直辖县级行政区划');
  },
};

export const WithDescription: Story = {
  name: '带说明',
  args: { description: '当地授权服务商将与您联系。' },
  play: async () => {
    await expect(trigger()).toHaveAccessibleDescription('当地授权服务商将与您联系。');
  },
};

/** After blur with nothing chosen (spec §5); choosing a city clears it in the form. */
export const Invalid: Story = {
  name: '校验失败',
  args: { isInvalid: true, errorMessage: '请选择所在省市' },
  play: async ({ args }) => {
    await expect(
      body.getByText('请选择所在省市', { selector: 'span:not([id$=value])' }),
    ).toBeVisible();
    await expect(trigger()).toHaveAccessibleDescription('请选择所在省市');
    await expect(trigger()).toHaveAttribute('data-invalid', 'true');
    const dialog = await openPopover();
    await userEvent.click(within(dialog).getByRole('option', { name: '北京市' }));
    // A municipality's city bears its name, not the dataset's 市辖区.
    const cities = await within(dialog).findByRole('listbox', { name: '城市' });
    await userEvent.click(within(cities).getByRole('option', { name: '北京市' }));
    await expect(args.onChange).toHaveBeenCalledWith(['11', '1101'], {
      provinceName: '北京市',
      cityName: '北京市',
    });
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, defaultValue: ['44', '4419'] },
  play: async ({ args }) => {
    await expect(trigger()).toBeDisabled();
    await userEvent.click(trigger());
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Enter opens, ↓ enters the provinces, → the cities, Enter chooses. */
export const KeyboardSelection: Story = {
  name: '键盘选择',
  play: async ({ args }) => {
    await userEvent.tab();
    await expect(trigger()).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await expect(within(dialog).getByRole('searchbox')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const provinces = within(dialog).getByRole('listbox', { name: '省份' });
    await expect(within(provinces).getByRole('option', { name: '北京市' })).toHaveFocus();
    // 广东省 is the 19th province.
    await userEvent.keyboard('{ArrowDown>18/}');
    const guangdong = within(provinces).getByRole('option', { name: '广东省' });
    await expect(guangdong).toHaveFocus();
    await expect(guangdong).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    const cities = within(dialog).getByRole('listbox', { name: '城市' });
    await expect(within(cities).getByRole('option', { name: '广州市' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(guangdong).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(cities).getByRole('option', { name: '广州市' })).toHaveFocus();
    // 东莞市 is the 17th city of 广东省.
    await userEvent.keyboard('{ArrowDown>16/}');
    await expect(within(cities).getByRole('option', { name: '东莞市' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await expect(args.onChange).toHaveBeenCalledWith(['44', '4419'], {
      provinceName: '广东省',
      cityName: '东莞市',
    });
    await overlayClosed('dialog');
    await focusReturnedTo(trigger());
    await expect(trigger()).toHaveTextContent('广东省 / 东莞市');
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

/** Typing filters to "province / city" results; ↓ is not needed, Enter picks the first. */
export const Search: Story = {
  name: '搜索',
  play: async ({ args }) => {
    const dialog = await openPopover();
    const search = within(dialog).getByRole('searchbox', { name: '搜索省市' });
    await userEvent.type(search, '东莞');
    const results = await within(dialog).findByRole('listbox', { name: '搜索省市' });
    const options = within(results).getAllByRole('option');
    await expect(options).toHaveLength(1);
    await expect(options[0]).toHaveAccessibleName('广东省 / 东莞市');
    await waitFor(() => expect(search).toHaveAttribute('aria-activedescendant', options[0]?.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith(['44', '4419'], {
      provinceName: '广东省',
      cityName: '东莞市',
    });
    await expect(trigger()).toHaveTextContent('广东省 / 东莞市');
  },
};

/** Several results for review: every city whose name holds 州, 广东省 / 广州市 among them. */
export const SearchResults: Story = {
  name: '搜索结果',
  play: async () => {
    const dialog = await openPopover();
    await userEvent.type(within(dialog).getByRole('searchbox'), '州');
    const results = await within(dialog).findByRole('listbox', { name: '搜索省市' });
    await expect(within(results).getByRole('option', { name: '广东省 / 广州市' })).toBeVisible();
    // ↓ past the visible results keeps the active one scrolled into view.
    await userEvent.keyboard('{ArrowDown>11/}');
    const search = within(dialog).getByRole('searchbox');
    const active = document.getElementById(search.getAttribute('aria-activedescendant') ?? '');
    await expect(active).toBe(within(results).getAllByRole('option')[11]);
    const box = results.parentElement?.parentElement?.getBoundingClientRect();
    await expect(active?.getBoundingClientRect().bottom).toBeLessThanOrEqual(box?.bottom ?? 0);
  },
};

/** Nothing found; Escape clears the search and brings the columns back, a second one closes. */
export const NoSearchResults: Story = {
  name: '无搜索结果',
  play: async () => {
    const dialog = await openPopover();
    const search = within(dialog).getByRole('searchbox');
    await userEvent.type(search, '火星');
    const results = await within(dialog).findByRole('listbox', { name: '搜索省市' });
    await expect(results).toHaveTextContent('未找到匹配的省市');
    await userEvent.keyboard('{Escape}');
    await expect(search).toHaveValue('');
    await expect(within(dialog).getByRole('listbox', { name: '省份' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await overlayClosed('dialog');
  },
};

/** The region data is a prop: here a two-province excerpt, as a test fixture or a narrowed list. */
export const CustomRegions: Story = {
  name: '自定义区域数据',
  args: {
    regions: [
      { code: '44', name: '广东省', children: [{ code: '4419', name: '东莞市' }] },
      { code: '46', name: '海南省', children: [{ code: '4604', name: '儋州市' }] },
    ],
  },
  play: async ({ args }) => {
    const dialog = await openPopover();
    const provinces = within(dialog).getByRole('listbox', { name: '省份' });
    await expect(within(provinces).getAllByRole('option')).toHaveLength(2);
    await userEvent.click(within(dialog).getByRole('option', { name: '海南省' }));
    await userEvent.click(within(dialog).getByRole('option', { name: '儋州市' }));
    await expect(args.onChange).toHaveBeenCalledWith(['46', '4604'], {
      provinceName: '海南省',
      cityName: '儋州市',
    });
  },
};

/** 最佳实践: an incomplete choice gets the spec's own message, under the field and read with it. */
export const DoSpecMessage: Story = {
  name: '推荐：未选完时显示规格原文的错误',
  args: { isInvalid: true, errorMessage: '请选择所在省市' },
  play: async () => {
    await expect(trigger()).toHaveAccessibleDescription('请选择所在省市');
    await expect(trigger()).toHaveAttribute('data-invalid', 'true');
  },
};

/** 最佳实践, what to avoid: 输入有误. It does not say that a city is missing, nor use the wording users meet elsewhere. */
export const DontVagueMessage: Story = {
  name: '不推荐：笼统的“输入有误”',
  args: { isInvalid: true, errorMessage: '输入有误' },
  play: async () => {
    await expect(trigger()).toHaveAccessibleDescription('输入有误');
    await expect(trigger()).not.toHaveAccessibleDescription(/省市/);
  },
};

/** On the narrowest phone the popover narrows to the window instead of widening the page. */
export const NarrowPhone: Story = {
  name: '最窄手机',
  globals: { viewport: { value: 'narrowPhone', isRotated: false } },
  render: (args) => <RegionCascader {...args} />,
  play: async () => {
    const dialog = await openPopover();
    await expect(within(dialog).getByRole('option', { name: '北京市' })).toBeVisible();
    await waitFor(() => {
      const popover = dialog.parentElement!.getBoundingClientRect();
      expect(popover.left).toBeGreaterThanOrEqual(0);
      expect(popover.right).toBeLessThanOrEqual(window.innerWidth);
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
