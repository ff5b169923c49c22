import '@p5g/tokens/theme.css';
import type { ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { messageQueue } from '@p5g/design-system';
import { DesktopApplicationForm } from './DesktopApplicationForm.tsx';
import { MobileApplicationForm } from './MobileApplicationForm.tsx';

let root: Root | undefined;
let sent: { url: string; body: unknown }[] = [];
let answer: { status: number; body: unknown } = {
  status: 200,
  body: { code: 0, msg: '成功', data: null },
};

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { code: 0, msg: '成功', data: null } };
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    sent.push({ url, body: JSON.parse(String(init.body)) });
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  });
});

afterEach(() => {
  root?.unmount();
  messageQueue.clear();
  vi.unstubAllGlobals();
  document.body.replaceChildren();
});

function render(ui: ReactNode) {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(ui);
}

const textbox = (name: string) => page.getByRole('textbox', { name, exact: true });
const region = () => page.getByRole('button', { name: /^所在省市/ });

describe('desktop opening application', () => {
  it('shows each spec message when its field loses focus, and clears it once corrected', async () => {
    render(<DesktopApplicationForm />);
    for (const name of ['姓名', '单位全称', '需求描述']) {
      await userEvent.click(textbox(name));
    }
    await userEvent.click(region());
    await userEvent.keyboard('{Escape}');
    await userEvent.fill(textbox('联系邮箱'), 'lin@example');
    await userEvent.click(textbox('姓名'));

    for (const message of ['请填写姓名', '请填写单位全称', '请填写需求描述', '请正确填写邮箱']) {
      await expect.element(page.getByText(message)).toBeVisible();
    }
    await expect.element(page.getByText('请选择所在省市', { exact: true }).last()).toBeVisible();
    await expect.element(textbox('姓名')).toHaveAttribute('aria-invalid', 'true');

    await userEvent.fill(textbox('联系邮箱'), 'lin@example.com');
    await expect.element(page.getByText('请正确填写邮箱')).not.toBeInTheDocument();
  });

  it('sends nothing while invalid, then the seven desktop fields; clears on success', async () => {
    render(<DesktopApplicationForm />);
    await userEvent.click(page.getByRole('button', { name: '提交申请' }));
    await expect.element(page.getByText('请填写姓名')).toBeVisible();
    expect(sent).toEqual([]);

    await userEvent.fill(textbox('姓名'), '林');
    await userEvent.fill(textbox('单位全称'), '厦门示例科技有限公司');
    await userEvent.fill(textbox('需求描述'), '了解5G消息');
    await userEvent.click(region());
    await userEvent.fill(page.getByRole('searchbox', { name: '搜索省市' }), '厦门');
    await userEvent.click(page.getByRole('option', { name: '福建省 / 厦门市' }));
    await userEvent.fill(textbox('联系邮箱'), 'lin@example.com');
    await userEvent.click(page.getByRole('button', { name: '提交申请' }));

    await expect.element(page.getByText('提交成功')).toBeVisible();
    expect(sent).toEqual([
      {
        url: '/api/platform/base/addPening',
        body: {
          name: '林',
          tel: '',
          province: '35',
          city: '3502',
          company: '厦门示例科技有限公司',
          content: '了解5G消息',
          email: 'lin@example.com',
        },
      },
    ]);
    await expect.element(textbox('姓名')).toHaveValue('');
    await expect.element(region()).toHaveTextContent('请选择所在省市');
  });

  it('keeps what was typed when the service refuses, showing its message', async () => {
    answer = { status: 429, body: { code: 1009, msg: '提交过于频繁，请稍后再试', data: null } };
    render(<DesktopApplicationForm />);
    await userEvent.fill(textbox('姓名'), '林');
    await userEvent.fill(textbox('单位全称'), '厦门示例科技有限公司');
    await userEvent.fill(textbox('需求描述'), '了解5G消息');
    await userEvent.click(region());
    await userEvent.fill(page.getByRole('searchbox', { name: '搜索省市' }), '厦门');
    await userEvent.click(page.getByRole('option', { name: '福建省 / 厦门市' }));
    await userEvent.fill(textbox('联系邮箱'), 'lin@example.com');
    await userEvent.click(page.getByRole('button', { name: '提交申请' }));

    await expect.element(page.getByText('提交过于频繁，请稍后再试')).toBeVisible();
    await expect.element(textbox('单位全称')).toHaveValue('厦门示例科技有限公司');
    await expect.element(region()).toHaveTextContent('福建省 / 厦门市');
  });
});

describe('mobile opening application', () => {
  const apply = () => page.getByRole('button', { name: '立即申请体验' });
  const toast = (text: string) => page.getByRole('alert').filter({ hasText: text });

  async function chooseXiamen() {
    await userEvent.click(region());
    await userEvent.click(page.getByRole('option', { name: '福建省' }));
    await userEvent.click(page.getByRole('option', { name: '厦门市' }));
    await userEvent.click(page.getByRole('button', { name: '确定' }));
  }

  it('toasts the first problem in the spec order', async () => {
    render(<MobileApplicationForm />);
    await userEvent.fill(textbox('公司名称'), '厦门示例科技有限公司');
    await userEvent.click(apply());
    await expect.element(toast('请填写姓名')).toBeVisible();
    await userEvent.fill(textbox('姓名'), '林');
    await userEvent.click(apply());
    await expect.element(toast('请选择所在省市')).toBeVisible();

    await chooseXiamen();
    await userEvent.click(apply());
    await expect.element(toast('请填写需求描述')).toBeVisible();
    await userEvent.fill(textbox('需求描述'), '了解5G消息');
    await userEvent.click(apply());
    await expect.element(toast('请填写邮箱')).toBeVisible();
    expect(sent).toEqual([]);
  });

  it('sends the region names with their codes', async () => {
    render(<MobileApplicationForm />);
    await userEvent.fill(textbox('姓名'), '林');
    await chooseXiamen();
    await userEvent.fill(textbox('需求描述'), '了解5G消息');
    await userEvent.fill(textbox('公司名称'), '厦门示例科技有限公司');
    await userEvent.fill(textbox('邮箱'), 'lin@example.com');
    await userEvent.click(apply());
    await expect.element(toast('提交成功')).toBeVisible();
    expect(sent[0]?.body).toMatchObject({
      province: '35',
      city: '3502',
      provinceName: '福建省',
      cityName: '厦门市',
      company: '厦门示例科技有限公司',
    });
  });
});
