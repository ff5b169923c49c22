/** A call the fake API received: the endpoint's last two path segments and what was sent. */
export type FakeApiCall = { path: string; body: Record<string, unknown> };

/**
 * The service for a component test, as the global fetch: each call recorded, and answered with
 * success and the data `answer` gives for its path (`material/list`) and body (a POST's JSON, a
 * GET's query), null when it gives none. The console's API client keeps the fetch it was created
 * with, so a test installs this in `vi.hoisted`, before it imports the console:
 *
 *     const server = await vi.hoisted(async () => {
 *       const { fakeApi } = await import('../../lib/testing/fake-api.ts');
 *       return fakeApi((path, body) => …);
 *     });
 */
export function fakeApi(answer: (path: string, body: Record<string, unknown>) => unknown) {
  const calls: FakeApiCall[] = [];
  globalThis.fetch = async (url, init) => {
    const address = new URL(String(url), 'http://console.test');
    const path = address.pathname.split('/').slice(-2).join('/');
    const body = init?.body
      ? (JSON.parse(String(init.body)) as Record<string, unknown>)
      : Object.fromEntries(address.searchParams);
    calls.push({ path, body });
    return new Response(JSON.stringify({ code: 0, msg: '成功', data: answer(path, body) ?? null }));
  };
  return {
    calls,
    /** The bodies sent to `path`, in order. */
    callsTo: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
}
