import '@p5g/tokens/theme.css';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { codes, type ResponseOf } from '@p5g/api/contract';
import { messageQueue } from '@p5g/design-system';
import { refusal } from '../../../lib/testing/fake-api.ts';
import { mount, unmountAll } from '../../../lib/testing/mount.tsx';
import { AntigenSelfPage } from './AppletPage.tsx';

type Overview = ResponseOf<'appletOverview'>;

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = await vi.hoisted(async () => {
  const { fakeApi } = await import('../../../lib/testing/fake-api.ts');
  return fakeApi(
    { answers: {} as Record<string, (body: Record<string, unknown>) => unknown> },
    (path, body, data) => data.answers[path]?.(body),
  );
});

const overview = (patch: Partial<Overview> = {}): Overview => ({
  applet: 'antigen_self',
  title: '抗原自测',
  enabled: true,
  publicUrl: '/f/Hx7kQ2mZ9aBcDeFg',
  scope: { kind: 'region', regionCode: '5101', regionName: '四川省 成都市' },
  unlocked: false,
  ...patch,
});

const report = (unlocked: boolean) => ({
  id: '701',
  submitTime: '2026-11-27 09:30:00',
  regionCode: '510104',
  regionName: '四川省 成都市 锦江区',
  street: '春熙路街道',
  result: '阴性',
  name: unlocked ? '张三' : '张*',
  mobile: unlocked ? '13812345678' : '138****5678',
  photos: ['/api/platform/files/9?expires=1&signature=x'],
});

const summary = {
  from: '2026-11-21',
  to: '2026-11-27',
  results: [
    { option: 'negative', label: '阴性' },
    { option: 'positive', label: '阳性' },
    { option: 'invalid', label: '无效' },
  ],
  rows: [
    {
      date: '2026-11-27',
      regionCode: '510104',
      regionName: '四川省 成都市 锦江区',
      total: 3,
      counts: [2, 1, 0],
    },
  ],
};

function signedIn(isChatBotManager: boolean) {
  localStorage.setItem('userInfo', JSON.stringify({ showName: '网格员', isChatBotManager }));
  localStorage.setItem('token', 'tok');
}

let unlocked = false;
beforeEach(() => {
  unlocked = false;
  server.calls.length = 0;
  server.answers = {
    'applet/overview': () => overview({ unlocked }),
    'applet/reports': () => ({ total: 1, list: [report(unlocked)] }),
    'applet/summary': () => summary,
    'applet/unlock': (body) => {
      if (body.password !== 'Cctv5G@Gold') {
        return refusal(codes.invalidRequest, '管理员账号或密码错误');
      }
      unlocked = true;
      return { unlocked: true };
    },
    'applet/gridWorkers': () => ({ total: 0, list: [] }),
  };
});

afterEach(() => {
  unmountAll();
  messageQueue.clear();
  localStorage.clear();
});

const reports = () => page.getByRole('grid', { name: '填报记录' });

describe('a common applet’s page', () => {
  it('shows a grid worker its reports masked, and whole once the admin password is confirmed', async () => {
    signedIn(false);
    mount(<AntigenSelfPage />);
    await expect.element(page.getByRole('heading', { level: 1, name: '抗原自测' })).toBeVisible();
    await expect.element(page.getByText('四川省 成都市及以下')).toBeVisible();
    await expect.element(page.getByRole('img', { name: '抗原自测填报页的二维码' })).toBeVisible();
    await expect.element(reports()).toHaveTextContent('张*');
    await expect.element(reports()).toHaveTextContent('138****5678');
    await expect.element(reports()).toHaveTextContent('四川省 成都市 锦江区 春熙路街道');
    // Only the main account manages grid workers.
    await expect.element(page.getByRole('heading', { name: '网格员' })).not.toBeInTheDocument();

    await userEvent.click(page.getByRole('button', { name: '显示完整信息' }));
    const dialog = page.getByRole('dialog', { name: '验证管理员账号' });
    await userEvent.click(dialog.getByRole('button', { name: '确认' }));
    await expect
      .element(dialog.getByRole('textbox', { name: '管理员账号' }))
      .toHaveAccessibleDescription('请输入管理员账号');
    expect(server.calls.some((c) => c.path === 'applet/unlock')).toBe(false);

    await userEvent.fill(dialog.getByRole('textbox', { name: '管理员账号' }), 'demo_gold');
    await userEvent.fill(dialog.getByLabelText('密码', { exact: true }), 'Wrong@Pass1');
    await userEvent.click(dialog.getByRole('button', { name: '确认' }));
    await expect
      .element(dialog.getByLabelText('密码', { exact: true }))
      .toHaveAccessibleDescription('管理员账号或密码错误');

    await userEvent.fill(dialog.getByLabelText('密码', { exact: true }), 'Cctv5G@Gold');
    await userEvent.click(dialog.getByRole('button', { name: '确认' }));
    await expect.element(reports()).toHaveTextContent('13812345678');
    await expect.element(reports()).toHaveTextContent('张三');
    expect(server.calls.filter((c) => c.path === 'applet/unlock').at(-1)?.body).toEqual({
      applet: 'antigen_self',
      account: 'demo_gold',
      password: 'Cctv5G@Gold',
    });
    await expect
      .element(page.getByRole('button', { name: '显示完整信息' }))
      .not.toBeInTheDocument();
  });

  it('sums reports by district and day, each result in its column', async () => {
    signedIn(false);
    mount(<AntigenSelfPage />);
    const table = page.getByRole('grid', { name: '按区域和日期汇总' });
    await expect.element(table).toBeVisible();
    const row = table.getByRole('row', { name: /2026-11-27/ });
    await expect.element(row).toHaveTextContent('四川省 成都市 锦江区');
    await expect.element(row).toHaveTextContent(/^2026-11-27四川省 成都市 锦江区2103$/);
    await expect.element(page.getByText('2026-11-21 至 2026-11-27')).toBeVisible();
  });

  it('tells a sub-account with no region whom to ask, and asks for no reports', async () => {
    signedIn(false);
    server.answers['applet/overview'] = () =>
      overview({ scope: { kind: 'none', regionCode: null, regionName: null } });
    mount(<AntigenSelfPage />);
    await expect.element(page.getByText('您尚未被分配负责区域，请联系主账号设置。')).toBeVisible();
    expect(server.calls.map((c) => c.path)).toEqual(['applet/overview']);
  });

  it('lets the main account turn the applet on, then shows its link', async () => {
    signedIn(true);
    let enabled = false;
    server.answers['applet/overview'] = () =>
      enabled
        ? overview({ scope: { kind: 'all', regionCode: null, regionName: null } })
        : overview({
            enabled: false,
            publicUrl: null,
            scope: { kind: 'all', regionCode: null, regionName: null },
          });
    server.answers['applet/enable'] = () => {
      enabled = true;
      return overview({ scope: { kind: 'all', regionCode: null, regionName: null } });
    };
    mount(<AntigenSelfPage />);
    await userEvent.click(page.getByRole('button', { name: '启用抗原自测' }));
    await expect
      .element(page.getByText(`${window.location.origin}/f/Hx7kQ2mZ9aBcDeFg`))
      .toBeVisible();
    await expect.element(page.getByText('全部区域')).toBeVisible();
    await expect.element(page.getByRole('heading', { name: '网格员' })).toBeVisible();
  });

  it('lets the main account give a sub-account its city', async () => {
    signedIn(true);
    let regionCode: string | null = null;
    server.answers['applet/overview'] = () =>
      overview({ scope: { kind: 'all', regionCode: null, regionName: null } });
    server.answers['applet/gridWorkers'] = () => ({
      total: 1,
      list: [
        {
          userId: '801',
          account: 'grid_chengdu',
          showName: '成都网格员',
          regionCode,
          regionName: regionCode && '四川省 成都市',
        },
      ],
    });
    server.answers['applet/setGridWorker'] = (body) => {
      regionCode = body.regionCode as string;
      return null;
    };
    mount(<AntigenSelfPage />);
    const workers = page.getByRole('grid', { name: '网格员' });
    await expect.element(workers).toHaveTextContent('未设置');
    await userEvent.click(page.getByRole('button', { name: '设置成都网格员的负责区域' }));
    const dialog = page.getByRole('dialog', { name: '设置负责区域' });
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect.element(dialog.getByText('请选择负责的城市')).toBeVisible();
    expect(server.calls.some((c) => c.path === 'applet/setGridWorker')).toBe(false);

    await userEvent.click(dialog.getByRole('button', { name: /^负责城市/ }));
    await userEvent.fill(page.getByRole('searchbox', { name: '搜索省市' }), '成都');
    await userEvent.click(page.getByRole('option', { name: '四川省 / 成都市' }));
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect.element(workers).toHaveTextContent('四川省 成都市');
    expect(server.calls.find((c) => c.path === 'applet/setGridWorker')?.body).toEqual({
      userId: '801',
      regionCode: '5101',
    });
  });
});
