import { createRoot, type Root } from 'react-dom/client';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { ApiCallError } from './api-client.ts';
import { useAction, useEndpoint, useEndpointCache } from './endpoint-hooks.ts';

// The API client keeps the fetch it was created with, so the stand-in goes in before any import.
const server = vi.hoisted(() => {
  const state = { names: [] as string[], listRequests: 0, replyCode: 0 };
  globalThis.fetch = async (url) => {
    if (String(url).endsWith('manage/replyFeedback')) {
      const msg = state.replyCode === 0 ? '成功' : '回复失败';
      return new Response(JSON.stringify({ code: state.replyCode, msg, data: null }));
    }
    if (String(url).endsWith('template/list')) state.listRequests += 1;
    // Approved templates only: none in review, so the list does not poll.
    const list = state.names.map((name, index) => ({ id: String(index + 1), name, status: 3 }));
    return new Response(
      JSON.stringify({ code: 0, msg: '成功', data: { total: list.length, list } }),
    );
  };
  return state;
});

let root: Root | undefined;

afterEach(() => {
  root?.unmount();
  document.body.replaceChildren();
});

function mount() {
  const host = document.createElement('div');
  document.body.append(host);
  root = createRoot(host);
  return root;
}

function MyTemplates() {
  const { data } = useEndpoint('templateList', { page: 1, pageSize: 12 });
  return (
    <ul aria-label="我的模板">
      {data?.list.map((template) => (
        <li key={template.id}>{template.name}</li>
      ))}
    </ul>
  );
}

/** What the editor does once a template is saved: the lists it leaves behind are forgotten. */
function Editor({ onSaved }: { onSaved: () => void }) {
  const { forget } = useEndpointCache();
  return (
    <button
      type="button"
      onClick={async () => {
        server.names.push('模板库示例修改');
        await forget('templateList');
        onSaved();
      }}
    >
      提交审核
    </button>
  );
}

describe('my templates after the editor saved one', () => {
  it('lists the new template at once, even within SWR’s 2 s of the list’s last request', async () => {
    server.names = ['模板库示例'];
    server.listRequests = 0;
    const root = mount();
    // SWR's default deduping (2 s) on purpose: it is what served the list from before the save.
    const show = (screen: 'list' | 'editor') =>
      root.render(
        <SWRConfig value={{ provider: () => cache }}>
          {screen === 'list' ? <MyTemplates /> : <Editor onSaved={() => show('list')} />}
        </SWRConfig>,
      );
    const cache = new Map();
    show('list');
    const items = page.getByRole('list', { name: '我的模板' }).getByRole('listitem');
    await expect
      .poll(() => items.elements().map((item) => item.textContent))
      .toEqual(['模板库示例']);

    show('editor');
    await page.getByRole('button', { name: '提交审核' }).click();
    await expect
      .poll(() => items.elements().map((item) => item.textContent))
      .toEqual(['模板库示例', '模板库示例修改']);
    expect(server.listRequests).toBe(2);
  });
});

describe('useEndpoint', () => {
  it('asks once for the same endpoint and payload, again for another payload', async () => {
    server.names = ['模板库示例'];
    server.listRequests = 0;
    function Twice({ pageSize }: { pageSize: number }) {
      const first = useEndpoint('templateList', { page: 1, pageSize });
      const second = useEndpoint('templateList', { page: 1, pageSize });
      return <p>{first.data && second.data ? `第 ${pageSize} 条已加载` : '加载中'}</p>;
    }
    const root = mount();
    root.render(
      <SWRConfig value={{ provider: () => new Map() }}>
        <Twice pageSize={10} />
        <Twice pageSize={20} />
      </SWRConfig>,
    );
    await expect.element(page.getByText('第 10 条已加载')).toBeVisible();
    await expect.element(page.getByText('第 20 条已加载')).toBeVisible();
    expect(server.listRequests).toBe(2);
  });
});

describe('useAction', () => {
  type Options = Parameters<typeof useAction<'manageReplyFeedback'>>[1];

  function Reply({ call, ...props }: Options & { call?: Options }) {
    const reply = useAction('manageReplyFeedback', props);
    return (
      <button type="button" onClick={() => void reply.run({ id: '1', reply: '您好' }, call)}>
        {reply.isPending ? '发送中' : '发送回复'}
      </button>
    );
  }

  function renderWithHandler(
    handleFailure: (error: unknown) => void,
    props: Parameters<typeof Reply>[0],
  ) {
    mount().render(
      <SWRConfig value={{ provider: () => new Map(), onError: handleFailure }}>
        <Reply {...props} />
      </SWRConfig>,
    );
  }

  it('stays pending until what follows a success has ended', async () => {
    server.replyCode = 0;
    let finish = () => {};
    const onSuccess = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    renderWithHandler(vi.fn(), { onSuccess });
    await page.getByRole('button', { name: '发送回复' }).click();
    // The answer has come and onSuccess is running: the button still says the call is pending.
    await expect.poll(() => onSuccess.mock.calls.length).toBe(1);
    expect(onSuccess).toHaveBeenCalledWith(null, { id: '1', reply: '您好' });
    await expect.element(page.getByRole('button', { name: '发送中' })).toBeVisible();
    finish();
    await expect.element(page.getByRole('button', { name: '发送回复' })).toBeVisible();
  });

  it("hands a failure to the app's handler, not to onSuccess", async () => {
    server.replyCode = 1001;
    const handleFailure = vi.fn();
    const onSuccess = vi.fn();
    renderWithHandler(handleFailure, { onSuccess });
    await page.getByRole('button', { name: '发送回复' }).click();
    await expect.poll(() => handleFailure.mock.calls.length).toBe(1);
    expect(handleFailure.mock.calls[0]![0]).toBeInstanceOf(ApiCallError);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it("lets a page take the failure itself and pass the rest to the app's handler", async () => {
    server.replyCode = 1001;
    const handleFailure = vi.fn();
    const onFailure = vi.fn((error: unknown, handle: (error: unknown) => void) => handle(error));
    renderWithHandler(handleFailure, { onFailure });
    await page.getByRole('button', { name: '发送回复' }).click();
    await expect.poll(() => handleFailure.mock.calls.length).toBe(1);
    expect(onFailure.mock.calls[0]![0]).toBe(handleFailure.mock.calls[0]![0]);
  });

  it("lets one call override the hook's options", async () => {
    server.replyCode = 0;
    const hookSuccess = vi.fn();
    const callSuccess = vi.fn();
    renderWithHandler(vi.fn(), { onSuccess: hookSuccess, call: { onSuccess: callSuccess } });
    await page.getByRole('button', { name: '发送回复' }).click();
    await expect.poll(() => callSuccess.mock.calls.length).toBe(1);
    expect(hookSuccess).not.toHaveBeenCalled();

    server.replyCode = 1001;
    const handleFailure = vi.fn();
    const hookFailure = vi.fn();
    const callFailure = vi.fn();
    root?.unmount();
    renderWithHandler(handleFailure, { onFailure: hookFailure, call: { onFailure: callFailure } });
    await page.getByRole('button', { name: '发送回复' }).click();
    await expect.poll(() => callFailure.mock.calls.length).toBe(1);
    expect(hookFailure).not.toHaveBeenCalled();
    expect(handleFailure).not.toHaveBeenCalled();
  });

  it('rejects run with what onFailure throws, so a confirmation can stay open', async () => {
    server.replyCode = 1001;
    // The outcome is taken as the click makes it: a rejection nobody awaits yet is reported.
    let outcome: Promise<{ rejectedWith: unknown } | 'resolved'> | undefined;
    function Confirm() {
      const reply = useAction('manageReplyFeedback', {
        onFailure: (error) => {
          throw error;
        },
      });
      return (
        <button
          type="button"
          onClick={() =>
            (outcome = reply.run({ id: '1', reply: '您好' }).then(
              () => 'resolved' as const,
              (error: unknown) => ({ rejectedWith: error }),
            ))
          }
        >
          确认
        </button>
      );
    }
    mount().render(
      <SWRConfig value={{ provider: () => new Map(), onError: vi.fn() }}>
        <Confirm />
      </SWRConfig>,
    );
    await page.getByRole('button', { name: '确认' }).click();
    await vi.waitFor(() => expect(outcome).toBeDefined());
    expect(await outcome).toEqual({ rejectedWith: expect.any(ApiCallError) });
  });
});
