import '@p5g/tokens/theme.css';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { formDocument } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { Component as ResponsesPage } from './ResponsesPage.tsx';
import { Component as StatsPage } from './StatsPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = await vi.hoisted(async () => {
  const { fakeApi } = await import('../../lib/testing/fake-api.ts');
  return fakeApi(
    { answers: {} as Record<string, unknown> },
    (path, _body, data) => data.answers[path],
  );
});

const choice = (title: string, labels: string[]) => ({
  kind: 'single' as const,
  id: 'q1',
  title,
  options: labels.map((label, i) => ({ id: `o${i + 1}`, label })),
});

/** The live version calls the first option 满意; the answer was given when it was 比较满意. */
const current = formDocument.parse({
  title: '窗口服务满意度调查',
  questions: [
    choice('您对窗口服务是否满意', ['满意', '不满意']),
    { kind: 'text', id: 'q2', title: '建议' },
  ],
});
const answeredOn = formDocument.parse({
  ...current,
  questions: [choice('您对窗口服务是否满意', ['比较满意', '不满意']), current.questions[1]],
});

const response = {
  id: '501',
  version: 1,
  submitTime: '2026-11-26 15:30:00',
  mobile: null,
  answers: { q1: 'o1', q2: '希望延长办理时间' },
  otherText: {},
};

let root: Root | undefined;

beforeEach(() => {
  server.calls.length = 0;
  server.answers = {
    'miniApp/get': {
      id: '102',
      title: '窗口服务满意度调查',
      status: 3,
      live: true,
      publicUrl: 'https://5g.example.cn/f/Hx7kQ2mZ9a',
      publicState: 'open',
      answersToday: 0,
      answersTotal: 1,
      updateTime: '2026-11-26 10:00:00',
      document: current,
      liveDocument: current,
      liveVersion: 2,
      rejectReason: null,
    },
    'miniApp/responses': { total: 1, list: [response] },
    'miniApp/response': { response, document: answeredOn },
    'miniApp/stats': {
      total: 40,
      perDay: [],
      questions: [
        {
          id: 'q1',
          title: '您对窗口服务是否满意',
          kind: 'single',
          answered: 40,
          counts: [
            { option: 'o1', label: '满意', count: 30 },
            { option: 'o2', label: '不满意', count: 10 },
          ],
        },
        { id: 'q2', title: '建议', kind: 'text', answered: 12, counts: [] },
      ],
    },
  };
});

function unmountRendered() {
  root?.unmount();
  document.body.replaceChildren();
}

afterEach(unmountRendered);

function render(element: React.ReactNode) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/102']}>
          <Routes>
            <Route path="/:id" element={element} />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </DesignSystemProvider>,
  );
}

describe('answers', () => {
  it('lists the answers by their labels and shows one with the labels of its own version', async () => {
    render(<ResponsesPage />);
    const table = page.getByRole('grid', { name: '填写记录' });
    await expect.element(table).toHaveTextContent('满意');
    await expect.element(table).toHaveTextContent('希望延长办理时间');
    await userEvent.click(page.getByRole('button', { name: '查看' }));
    const dialog = page.getByRole('dialog', { name: '填写详情' });
    await expect.element(dialog).toHaveTextContent('比较满意');
    expect(server.calls.find((c) => c.path === 'miniApp/response')?.body).toEqual({
      id: '102',
      responseId: '501',
    });
  });

  it('names the regions answered from the province down, and asks for the tree only then', async () => {
    render(<ResponsesPage />);
    await expect.element(page.getByRole('grid', { name: '填写记录' })).toHaveTextContent('满意');
    expect(server.calls.some((c) => c.path === 'base/getChatbotAreaTree')).toBe(false);
    unmountRendered();

    const withRegion = formDocument.parse({
      ...current,
      questions: [...current.questions, { kind: 'region', id: 'q3', title: '所在区县', level: 3 }],
    });
    server.answers['miniApp/get'] = {
      ...(server.answers['miniApp/get'] as object),
      document: withRegion,
      liveDocument: withRegion,
    };
    server.answers['miniApp/responses'] = {
      total: 1,
      list: [{ ...response, answers: { ...response.answers, q3: '510104' } }],
    };
    server.answers['base/getChatbotAreaTree'] = [
      {
        code: '51',
        name: '四川省',
        children: [
          { code: '5101', name: '成都市', children: [{ code: '510104', name: '锦江区' }] },
        ],
      },
    ];
    render(<ResponsesPage />);
    await expect
      .element(page.getByRole('grid', { name: '填写记录' }))
      .toHaveTextContent('四川省 成都市 锦江区');
  });

  it('asks for the first page of all answers', async () => {
    render(<ResponsesPage />);
    await expect
      .poll(() => server.calls.find((c) => c.path === 'miniApp/responses')?.body)
      .toEqual({ id: '102', page: 1, pageSize: 10 });
  });
});

describe('statistics', () => {
  it("shows each choice's count and share, and how many answered a text question", async () => {
    render(<StatsPage />);
    await expect.element(page.getByText('累计填写 40 份')).toBeVisible();
    const spread = page.getByRole('region', { name: '您对窗口服务是否满意' });
    await expect
      .element(spread.getByRole('row', { name: /^满意/ }))
      .toHaveTextContent('30人（75%）');
    await expect.element(page.getByRole('region', { name: '建议' })).toHaveTextContent('12人回答');
  });
});
