import type { Code } from '@p5g/api/contract';

/** A call the fake API received: the endpoint's last two path segments and what was sent. */
type FakeApiCall = { path: string; body: Record<string, unknown> };

/** The service refusing a call: the envelope's error code and its message. */
class Refusal {
  constructor(
    readonly code: Code,
    readonly msg: string,
  ) {}
}

/** An answer that refuses the call with the envelope's `code` and `msg` (and no data). */
export const refusal = (code: Code, msg: string) => new Refusal(code, msg);

/**
 * The service for a component test, as the global fetch: each call recorded, and answered with
 * what `answer` gives for its path (`material/list`), body (a POST's JSON, a GET's query) and the
 * test's `data`: success with that data (null when it gives none), or the envelope of a
 * `refusal(code, msg)`. Returns `data` with the calls, for the test to set what the service holds
 * and to read what it was sent. The console's API client keeps the fetch it was created with, so a
 * test installs this in `vi.hoisted`, before its imports:
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
    const envelope =
      answered instanceof Refusal
        ? { code: answered.code, msg: answered.msg, data: null }
        : { code: 0, msg: '成功', data: answered };
    return new Response(JSON.stringify(envelope));
  };
  return Object.assign(data, {
    calls,
    /** The bodies sent to `path`, in order. */
    callsTo: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  });
}

/** A list answer holding all of `list` on its one page. */
export const pageOf = (list: readonly unknown[]) => ({ total: list.length, list });
