import type { Meta, StoryObj } from '@storybook/react-vite';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { overlayClosed } from '../../test-support/waits.ts';
import { RegionPicker } from './RegionPicker.tsx';
import { body, openRegionDialog, regionMeta, trigger } from './region-story-helpers.tsx';

const meta = {
  title: 'Business patterns/RegionPicker',
  parameters: { ...overlayDocs, layout: 'fullscreen' },
  // A phone component: reviewed and tested at a phone's width, edge to edge.
  globals: { viewport: { value: 'phone', isRotated: false } },
  component: RegionPicker,
  args: { label: '所在省市', onChange: fn() },
  ...regionMeta(RegionPicker, { title: { control: 'text' } } as const),
} satisfies Meta<typeof RegionPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

const openSheet = () => openRegionDialog('选择所在省市');

/** The mobile area picker (spec §2): tap a province, a city, then 确定. */
export const PickAndConfirm: Story = {
  name: '选择并确定',
  play: async ({ args }) => {
    await expect(trigger()).toHaveTextContent('请选择所在省市');
    await expect(trigger().getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const sheet = await openSheet();
    const rect = sheet.getBoundingClientRect();
    await expect(rect.height).toBe(Math.min(380, window.innerHeight / 2));
    // Each option is a thumb's 44 px touch target.
    for (const option of within(sheet).getAllByRole('option').slice(0, 5))
      await expect(option.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
    const confirm = within(sheet).getByRole('button', { name: '确定' });
    await expect(confirm).toBeDisabled();
    await userEvent.click(within(sheet).getByRole('option', { name: '广东省' }));
    await expect(confirm).toBeDisabled();
    const cities = within(sheet).getByRole('listbox', { name: '城市' });
    await userEvent.click(within(cities).getByRole('option', { name: '中山市' }));
    await expect(confirm).toBeEnabled();
    await userEvent.click(confirm);
    await expect(args.onChange).toHaveBeenCalledWith(['44', '4420'], {
      provinceName: '广东省',
      cityName: '中山市',
    });
    await overlayClosed('dialog');
    await expect(trigger()).toHaveTextContent('广东省 / 中山市');
  },
};

/** Opens on the current choice, scrolled into view: 海南省 / 儋州市. */
export const OpenOnValue: Story = {
  name: '打开时定位到已选值',
  args: { defaultValue: ['46', '4604'] },
  play: async () => {
    const sheet = await openSheet();
    const provinces = within(sheet).getByRole('listbox', { name: '省份' });
    const hainan = within(provinces).getByRole('option', { name: '海南省' });
    await expect(hainan).toHaveAttribute('aria-selected', 'true');
    await waitFor(() =>
      expect(hainan.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        provinces.getBoundingClientRect().bottom,
      ),
    );
    await expect(within(sheet).getByRole('option', { name: '儋州市' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** 取消 forgets the draft: the value and onChange are untouched. */
export const CancelKeepsValue: Story = {
  name: '取消保留原值',
  tags: ['test-only'],
  args: { defaultValue: ['44', '4419'] },
  play: async ({ args }) => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('option', { name: '河南省' }));
    await userEvent.click(within(sheet).getByRole('option', { name: '郑州市' }));
    await userEvent.click(within(sheet).getByRole('button', { name: '取消' }));
    await overlayClosed('dialog');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(trigger()).toHaveTextContent('广东省 / 东莞市');
    const again = await openSheet();
    await expect(within(again).getByRole('option', { name: '东莞市' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

export const Invalid: Story = {
  name: '校验失败',
  args: { isInvalid: true, errorMessage: '请选择所在省市' },
  play: async () => {
    await expect(trigger()).toHaveAccessibleDescription('请选择所在省市');
  },
};

export const Disabled: Story = {
  name: '不可用',
  args: { isDisabled: true, defaultValue: ['41', '4190'] },
  play: async () => {
    await expect(trigger()).toBeDisabled();
    await expect(trigger()).toHaveTextContent('河南省 / 省直辖县级行政区划');
  },
};

/** 最佳实践: choices in the sheet are a draft; the field keeps its value until 确定. */
export const DoFillOnConfirm: Story = {
  name: '推荐：确认后才回填',
  args: { defaultValue: ['44', '4419'] },
  play: async ({ args }) => {
    const sheet = await openSheet();
    await userEvent.click(within(sheet).getByRole('option', { name: '河南省' }));
    await userEvent.click(within(sheet).getByRole('option', { name: '郑州市' }));
    await expect(trigger()).toHaveTextContent('广东省 / 东莞市');
    await expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(sheet).getByRole('button', { name: '确定' })).toBeEnabled();
  },
};

function FillsOnTap() {
  const [value, setValue] = useState('广东省 / 东莞市');
  return (
    <div style={{ padding: 16 }}>
      <p>所在省市：{value}</p>
      <ul aria-label="河南省的城市" style={{ listStyle: 'none', padding: 0 }}>
        {['郑州市', '洛阳市', '开封市'].map((city) => (
          <li key={city}>
            <button type="button" onClick={() => setValue(`河南省 / ${city}`)}>
              {city}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 最佳实践, what to avoid: a tap while browsing overwrites the value at once; there is no way back but to find the old city again. */
export const DontFillOnTap: Story = {
  name: '不推荐：点击即回填，无法取消',
  render: () => <FillsOnTap />,
  play: async () => {
    await userEvent.click(body.getByRole('button', { name: '郑州市' }));
    await expect(body.getByText('所在省市：河南省 / 郑州市')).toBeVisible();
    await expect(body.queryByRole('button', { name: '取消' })).toBeNull();
  },
};
