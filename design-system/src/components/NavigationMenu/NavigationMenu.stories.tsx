import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookUser, Images, Wallet } from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { focusReturnedTo, overlayClosed, overlayOpen } from '../../test-support/waits.ts';
import { overlayDocs } from '../../docs/story-parameters.ts';
import { NavigationMenu, type NavigationMenuSection } from './NavigationMenu.tsx';

/** The console's header modules and side menu (spec §2), as a phone shows them. */
const sections: NavigationMenuSection[] = [
  {
    title: '业务导航',
    links: [
      { id: 'micro', title: '微传播', href: '/micro/micro_propagation' },
      { id: 'miniApp', title: '微应用', href: '/miniApp/my_miniApp' },
      { id: 'service', title: '定制服务', href: '/service' },
      { id: 'pg', title: '5G消息', href: '/pg/my_tpl', isCurrent: true },
    ],
  },
  {
    title: '快捷菜单',
    links: [
      {
        id: 'account',
        title: '账户中心',
        href: '/account',
        icon: <Wallet aria-hidden size={18} />,
      },
      {
        id: 'address',
        title: '通讯录',
        href: '/pe/address_list',
        icon: <BookUser aria-hidden size={18} />,
      },
      {
        id: 'material',
        title: '素材库',
        href: '/pe/material_library',
        icon: <Images aria-hidden size={18} />,
      },
    ],
  },
];

const navigate = fn();

const meta = {
  title: 'Navigation/NavigationMenu',
  component: NavigationMenu,
  parameters: overlayDocs,
  // A phone component: reviewed and tested at a phone's width.
  globals: { viewport: { value: 'phone', isRotated: false } },
  args: { sections },
  argTypes: { sections: { control: false }, label: { control: 'text' } },
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <Story />
      </RouterProvider>
    ),
  ],
  beforeEach: () => navigate.mockClear(),
} satisfies Meta<typeof NavigationMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The menu button opens the navigation groups in a drawer; the current page is marked. */
export const Open: Story = {
  name: '打开',
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '菜单' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await overlayOpen(drawer);
    const modules = screen.getByRole('navigation', { name: '业务导航' });
    await expect(screen.getByRole('navigation', { name: '快捷菜单' })).toBeVisible();
    await expect(screen.getByRole('link', { name: '5G消息' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(modules).toContainElement(screen.getByRole('link', { name: '定制服务' }));
    // On a phone the drawer's × is a full 44 px touch target, like the menu button.
    const close = within(drawer).getByRole('button', { name: '关闭' }).getBoundingClientRect();
    await expect(Math.min(close.width, close.height)).toBeGreaterThanOrEqual(44);
  },
};

/** Following a link navigates through the app's router and closes the drawer. */
export const FollowLink: Story = {
  name: '点击链接后关闭',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '菜单' }));
    await userEvent.click(await screen.findByRole('link', { name: '素材库' }));
    await expect(navigate).toHaveBeenCalledWith('/pe/material_library', undefined);
    await overlayClosed('dialog');
  },
  tags: ['test-only'],
};

/** Esc closes the drawer and focus returns to the menu button. */
export const ClosedByEscape: Story = {
  name: 'Esc关闭',
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: '菜单' });
    await userEvent.click(button);
    const drawer = await screen.findByRole('dialog', { name: '菜单' });
    await overlayOpen(drawer);
    await userEvent.keyboard('{Escape}');
    await overlayClosed('dialog');
    // React Aria gives focus back in a frame after the drawer has gone.
    await focusReturnedTo(button);
  },
  tags: ['test-only'],
};

/** A custom label names both the button and the drawer. */
export const CustomLabel: Story = {
  name: '自定义名称',
  args: { label: '导航菜单' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '导航菜单' }));
    const drawer = await screen.findByRole('dialog', { name: '导航菜单' });
    await overlayOpen(drawer);
  },
  tags: ['test-only'],
};

/** 最佳实践: each group has the short title the wide header uses, and the current page is marked. */
export const DoTitledGroupsCurrentPage: Story = {
  name: '推荐：分组有标题，标出当前页面',
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '菜单' }));
    await overlayOpen(await screen.findByRole('dialog', { name: '菜单' }));
    await expect(screen.getAllByRole('navigation')).toHaveLength(2);
    await expect(screen.getByRole('link', { name: '5G消息' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

/**
 * 最佳实践, what to avoid: every link in one untitled heap with nothing marked. Modules and shortcuts
 * run together, and the user cannot tell where they are.
 */
export const DontOneHeapNoCurrent: Story = {
  name: '不推荐：所有链接混在一组，不标当前页面',
  args: {
    sections: [
      {
        title: '菜单',
        links: sections.flatMap((section) =>
          section.links.map((link) => ({ ...link, isCurrent: false })),
        ),
      },
    ],
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '菜单' }));
    await overlayOpen(await screen.findByRole('dialog', { name: '菜单' }));
    await expect(screen.getAllByRole('navigation')).toHaveLength(1);
    for (const link of screen.getAllByRole('link')) {
      await expect(link).not.toHaveAttribute('aria-current');
    }
  },
};
