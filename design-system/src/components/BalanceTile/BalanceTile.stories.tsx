import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Link } from '../Link/Link.tsx';
import { balanceCategories } from './balance-unit.ts';
import { BalanceTile, balanceTileVariants } from './BalanceTile.tsx';

const onDetail = fn();
const onOrder = fn();

const meta = {
  title: 'Business patterns/BalanceTile',
  component: BalanceTile,
  args: {
    title: '5G消息条数',
    category: 1,
    value: 8_888,
    detailAction: <Link onPress={onDetail}>明细</Link>,
    orderAction: <Link onPress={onOrder}>订购</Link>,
    onRetry: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: balanceTileVariants },
    category: { control: 'inline-radio', options: balanceCategories },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    title: { control: 'text' },
    value: { control: 'number' },
    expiryDate: { control: 'text' },
    detailAction: { control: false },
    orderAction: { control: false },
  },
  render: (args) => (
    <div style={{ width: 240 }}>
      <BalanceTile {...args} />
    </div>
  ),
} satisfies Meta<typeof BalanceTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A count under 10,000 in full with its unit; both links report presses. */
export const CountWithLinks: Story = {
  name: '余额与明细、订购链接',
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region', { name: '5G消息条数' });
    await expect(within(tile).getByText('8,888')).toBeVisible();
    await expect(within(tile).getByText('条')).toBeVisible();
    await userEvent.click(within(tile).getByRole('link', { name: '明细' }));
    await expect(onDetail).toHaveBeenCalledTimes(1);
    await userEvent.click(within(tile).getByRole('link', { name: '订购' }));
    await expect(onOrder).toHaveBeenCalledTimes(1);
  },
};

/** Spec §9: above 9,999 the balance shows in ten-thousands with 'w', read out as 万. */
export const LargeCountInW: Story = {
  name: '大余额以w计',
  args: { title: '微传播/微应用数量', category: 15, value: 123_456 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('12.34w')).toBeVisible();
    await expect(canvas.getByText('个')).toBeVisible();
    await expect(canvas.getByText('12.34万个')).toBeInTheDocument();
  },
};

/** A zero balance is a number, not an empty tile. */
export const ZeroBalance: Story = {
  name: '余额为0',
  args: { title: '定制服务数量', category: 3, value: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('0')).toBeVisible();
    await expect(canvas.getByText('条')).toBeVisible();
  },
};

/** Spec §3: a null balance means the service was never ordered. */
export const CountNotOrdered: Story = {
  name: '未订购',
  args: { title: '+媒体数量', category: 5, value: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未订购')).toBeVisible();
    await expect(canvas.queryByText('条')).not.toBeInTheDocument();
  },
};

/** The business showcase shows its expiry date instead of a count. */
export const ShowcaseExpiryDate: Story = {
  name: '商务名片到期日',
  args: {
    title: '商务名片',
    category: 15,
    variant: 'expiry',
    expiryDate: '2026-12-31',
    detailAction: <Link onPress={onDetail}>查看</Link>,
  },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region', { name: '商务名片' });
    await expect(tile).toHaveTextContent('2026-12-31到期');
    await expect(within(tile).getByRole('link', { name: '查看' })).toBeVisible();
  },
};

export const ShowcaseNotOrdered: Story = {
  name: '商务名片未订购',
  args: {
    title: '商务名片',
    category: 15,
    variant: 'expiry',
    expiryDate: null,
    detailAction: <Link onPress={onDetail}>查看</Link>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未订购')).toBeVisible();
    await expect(canvas.queryByText('到期')).not.toBeInTheDocument();
  },
};

/** A skeleton stands in for the value; the tile says it is loading and keeps its links. */
export const Loading: Story = {
  name: '加载中',
  args: { isLoading: true },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region', { name: '5G消息条数' });
    await expect(within(tile).getByText('加载中')).toBeInTheDocument();
    await expect(tile.querySelector('[aria-busy="true"]')).not.toBeNull();
    await expect(within(tile).queryByText('8,888')).not.toBeInTheDocument();
    await expect(within(tile).getByRole('link', { name: '订购' })).toBeVisible();
  },
};

/** A failed load says so in words and offers a retry. */
export const ErrorWithRetry: Story = {
  name: '加载失败可重试',
  args: { isError: true },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('余额加载失败')).toBeVisible();
    await expect(canvas.queryByText('8,888')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: '重试' }));
    await expect(args.onRetry).toHaveBeenCalledTimes(1);
  },
};

export const ErrorWithoutRetry: Story = {
  name: '加载失败',
  args: { isError: true, onRetry: undefined, errorMessage: '暂时无法获取余额' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂时无法获取余额')).toBeVisible();
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const WithoutActions: Story = {
  name: '无操作链接',
  args: { detailAction: undefined, orderAction: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
  },
};

/** A long title and a very large balance wrap inside the tile instead of overflowing it. */
export const LongText: Story = {
  name: '长文本',
  args: {
    title: '微传播/微应用数量（含已购套餐赠送及后台调整的全部可用数量）',
    category: 15,
    value: 9_007_199_254_740,
  },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region');
    await expect(canvas.getByText('900,719,925.47w')).toBeVisible();
    await expect(tile.scrollWidth).toBeLessThanOrEqual(tile.clientWidth + 1);
  },
};

const orderHref = (tab: string) => `/v2/setmeal?currentTab=${tab}`;

/** Spec §2: the six balance tiles of the account centre, with their detail/view and order links. */
export const AccountCentre: Story = {
  name: '账户中心六项余额',
  parameters: { controls: { disable: true } },
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 16 }}>
      <BalanceTile
        title="微传播/微应用数量"
        category={15}
        value={12_345}
        detailAction={<Link onPress={onDetail}>明细</Link>}
        orderAction={<Link href={orderHref('service_function')}>订购</Link>}
      />
      <BalanceTile
        title="+媒体数量"
        category={5}
        value={320}
        detailAction={<Link href="/media/media_cms">查看</Link>}
        orderAction={<Link href={orderHref('service_media')}>订购</Link>}
      />
      <BalanceTile
        title="定制服务数量"
        category={3}
        value={2}
        detailAction={<Link href="/v2/service">查看</Link>}
        orderAction={<Link href={orderHref('service_custom')}>订购</Link>}
      />
      <BalanceTile
        title="商务名片"
        category={15}
        variant="expiry"
        expiryDate={null}
        detailAction={<Link href="/travel/travel_card">查看</Link>}
        orderAction={<Link href={orderHref('service_function')}>订购</Link>}
      />
      <BalanceTile
        title="电子画册数量"
        category={15}
        value={6}
        detailAction={<Link href="/travel/travel_card/album-painting">查看</Link>}
        orderAction={<Link href={orderHref('service_function')}>订购</Link>}
      />
      <BalanceTile
        title="5G消息条数"
        category={1}
        value={1_000_000}
        detailAction={<Link onPress={onDetail}>明细</Link>}
        orderAction={<Link href={orderHref('service_communicate')}>订购</Link>}
      />
    </div>
  ),
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByRole('region');
    await expect(tiles).toHaveLength(6);
    const tile = (name: string) => within(canvas.getByRole('region', { name }));
    await expect(tile('微传播/微应用数量').getByText('1.23w')).toBeVisible();
    await expect(tile('微传播/微应用数量').getByText('个')).toBeVisible();
    await expect(tile('+媒体数量').getByText('条')).toBeVisible();
    await expect(tile('商务名片').getByText('未订购')).toBeVisible();
    await expect(tile('电子画册数量').getByText('个')).toBeVisible();
    await expect(tile('5G消息条数').getByText('100w')).toBeVisible();
    await expect(tile('定制服务数量').getByRole('link', { name: '订购' })).toHaveAttribute(
      'href',
      '/v2/setmeal?currentTab=service_custom',
    );
    await expect(tile('+媒体数量').getByRole('link', { name: '查看' })).toHaveAttribute(
      'href',
      '/media/media_cms',
    );
    for (const region of tiles) {
      await expect(within(region).getAllByRole('link')).toHaveLength(2);
    }
  },
};

/** 最佳实践: a service never ordered says 未订购 and offers 订购, instead of a 0. */
export const DoNotOrderedInWords: Story = {
  name: '推荐：未订购显示“未订购”并给出订购入口',
  args: { title: '+媒体数量', category: 5, value: null },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region', { name: '+媒体数量' });
    await expect(within(tile).getByText('未订购')).toBeVisible();
    await expect(within(tile).getByRole('link', { name: '订购' })).toBeVisible();
  },
};

/** 最佳实践, what to avoid: 0 for a service never ordered. It reads as "used up", and the user tops up the wrong thing. */
export const DontZeroForNotOrdered: Story = {
  name: '不推荐：未订购显示为0',
  args: { title: '+媒体数量', category: 5, value: 0 },
  play: async ({ canvas }) => {
    const tile = canvas.getByRole('region', { name: '+媒体数量' });
    await expect(within(tile).getByText('0')).toBeVisible();
    await expect(within(tile).queryByText('未订购')).toBeNull();
  },
};
