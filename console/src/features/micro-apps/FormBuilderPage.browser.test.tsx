import '@p5g/tokens/theme.css';
import { useEffect } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import type { FormDocument, MiniAppDetail } from '@p5g/api/contract';
import { DesignSystemProvider } from '@p5g/design-system';
import { newQuestion } from './form-builder.ts';
import { Component as FormBuilderPage } from './FormBuilderPage.tsx';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = {
    detail: null as unknown,
    saves: [] as { id?: string; document: FormDocument }[],
  };
  globalThis.fetch = async (url, init) => {
    const path = String(url).split('/').slice(-2).join('/');
    const body = JSON.parse(String(init?.body ?? '{}')) as { id?: string; document: FormDocument };
    let data = state.detail;
    if (path === 'miniApp/save') {
      state.saves.push(body);
      data = { ...(state.detail as object), id: body.id ?? '201', document: body.document };
    }
    return new Response(JSON.stringify({ code: 0, msg: '成功', data }));
  };
  return state;
});

const form: FormDocument = {
  version: 1,
  title: '社区活动报名',
  description: '',
  questions: [newQuestion('single', 'q1'), newQuestion('text', 'q2')],
  settings: {
    opensAt: null,
    closesAt: null,
    answerLimit: null,
    onePerPhone: false,
    notify: null,
    closedMessage: '',
    thankYouMessage: '',
  },
};

const detail: MiniAppDetail = {
  id: '101',
  title: '社区活动报名',
  status: 1,
  live: false,
  publicUrl: null,
  publicState: null,
  answersToday: 0,
  answersTotal: 0,
  updateTime: '2026-11-27 10:00:00',
  document: form,
  liveDocument: null,
  liveVersion: null,
  rejectReason: null,
};

let root: Root | undefined;
const location = { current: '' };

/** Keeps where the router is, for the test to read. */
function Where() {
  const { pathname, search } = useLocation();
  useEffect(() => {
    location.current = pathname + search;
  }, [pathname, search]);
  return null;
}

beforeEach(() => {
  server.saves.length = 0;
  server.detail = detail;
});

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

function render(entry: string) {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  root.render(
    <DesignSystemProvider>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={[entry]}>
          <Routes>
            <Route
              path="*"
              element={
                <>
                  <FormBuilderPage />
                  <Where />
                </>
              }
            />
          </Routes>
        </MemoryRouter>
      </SWRConfig>
    </DesignSystemProvider>,
  );
}

const question = (n: number) => page.getByRole('listitem', { name: new RegExp(`^问题${n}：`) });

describe('the form builder', () => {
  it('adds a question and saves it with the form after the changes stop', async () => {
    render('/government/miniApp_editor?id=101');
    await userEvent.click(page.getByRole('button', { name: '添加问题' }));
    await userEvent.fill(question(3).getByRole('textbox', { name: '问题标题' }), '您的年龄段');
    await expect
      .poll(() => server.saves.at(-1)?.document.questions[2])
      .toMatchObject({ id: 'q3', kind: 'single', title: '您的年龄段' });
    expect(server.saves.every((save) => save.id === '101')).toBe(true);
    expect(server.saves.at(-1)?.document.questions.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    await expect.element(page.getByRole('status')).toHaveTextContent('已保存');
  });

  it('shows a question when an earlier choice is made: the condition is saved with the form', async () => {
    render('/government/miniApp_editor?id=101');
    // The switch and the checkbox are visually hidden inputs: the user presses their labels.
    await userEvent.click(question(2).getByText('按前面的选择题答案显示此题'));
    await expect.element(question(2).getByRole('checkbox', { name: '选项1' })).toBeChecked();
    await userEvent.click(question(2).getByText('选项2', { exact: true }));
    await expect
      .poll(() => server.saves.at(-1)?.document.questions[1])
      .toMatchObject({ showWhen: { question: 'q1', anyOf: ['o1', 'o2'] } });
    // The question a condition names cannot move below it.
    await expect.element(question(1).getByRole('button', { name: '下移问题1' })).toBeDisabled();
  });

  it("shows the schema's message at the field and saves nothing while it stands", async () => {
    render('/government/miniApp_editor?id=101');
    const title = page.getByRole('textbox', { name: '表单标题' });
    await userEvent.clear(title);
    await expect.element(title).toHaveAccessibleDescription('请填写表单标题');
    await expect.element(page.getByRole('status')).toHaveTextContent('有错误，修改后自动保存');
    await userEvent.click(question(1).getByRole('button', { name: '删除选项2' }));
    await expect.element(question(1).getByRole('alert')).toHaveTextContent('至少设置2个选项');
    await expect.element(page.getByRole('button', { name: '提交审核' })).toBeDisabled();
    expect(server.saves).toHaveLength(0);
  });

  it('previews the form as it stands, as the fill-in page draws it', async () => {
    render('/government/miniApp_editor?id=101');
    await userEvent.fill(page.getByRole('textbox', { name: '表单标题' }), '社区活动报名（第二期）');
    await userEvent.click(page.getByRole('button', { name: '预览' }));
    const preview = page
      .getByRole('dialog', { name: '预览' })
      .getByRole('article', { name: '社区活动报名（第二期）（预览）' });
    await expect.element(preview.getByRole('radio', { name: '选项1' })).toBeInTheDocument();
  });

  it('creates a new form at its first change, then saves into it', async () => {
    render('/government/miniApp_editor');
    const title = page.getByRole('textbox', { name: '表单标题' });
    // Each change in one input event: typed key by key, a loaded machine may take longer between
    // two keys than the autosave's delay and save half a word first.
    await userEvent.fill(title, '预约登记');
    await expect.poll(() => server.saves.length).toBe(1);
    expect(server.saves[0]).not.toHaveProperty('id');
    await expect.poll(() => location.current).toBe('/government/miniApp_editor?id=201');
    await userEvent.fill(title, '预约登记表');
    await expect.poll(() => server.saves.length).toBe(2);
    expect(server.saves[1]).toMatchObject({ id: '201', document: { title: '预约登记表' } });
  });
});
