/** A call the fake API received: the endpoint's last two path segments and what was sent. */
type FakeApiCall = { path: string; body: Record<string, unknown> };

/**
 * The service for a component test, as the global fetch: each call recorded, and answered with
 * success and the data `answer` gives for its path (`material/list`), body (a POST's JSON, a GET's
 * query) and the test's `data`, null when it gives none. Returns `data` with the calls, for the
 * test to set what the service holds and to read what it was sent. The console's API client keeps
 * the fetch it was created with, so a test installs this in `vi.hoisted`, before its imports:
 *
 *     const server = await vi.hoisted(async () => {
 *       const { fakeApi } = await import('../../lib/testing/fake-api.ts');
 *       return fakeApi({ items: [] as unknown[] }, (path, body, data) => …);
 *     });
 */
export function fakeApi<Data extends object>(
  data: Data,
  answer: (path: string, body: Record<string, unknown>, data: Data) => unknown,
) {
  const calls: FakeApiCall[] = [];
  globalThis.fetch = async (url, init) => {
    const address = new URL(String(url), 'http://console.test');
    const path = address.pathname.split('/').slice(-2).join('/');
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : Object.fromEntries(address.searchParams);
    calls.push({ path, body });
    const answered = answer(path, body, data) ?? null;
    return new Response(JSON.stringify({ code: 0, msg: '成功', data: answered }));
  };
  return Object.assign(data, {
    calls,
    /** The bodies sent to `path`, in order. */
    callsTo: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  });
}

/** A list answer holding all of `list` on its one page. */
export const pageOf = (list: readonly unknown[]) => ({ total: list.length, list });
