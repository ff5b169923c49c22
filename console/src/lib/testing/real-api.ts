import type { FastifyInstance } from 'fastify';
import type { TestApp } from '../../../../api/test/helper.ts';
import { ApiCallError, createApiClient, type ApiFailure } from '../api-client.ts';

/** A fetch that reaches the real app in-process, through the same HTTP semantics. */
export function fetchThrough(app: FastifyInstance): typeof fetch {
  return async (url, init = {}) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET' | 'POST',
      url: String(url),
      headers: init.headers as Record<string, string>,
      ...(init.body !== undefined && { payload: init.body as string }),
    });
    const headers = new Headers();
    for (const [key, value] of Object.entries(res.headers)) {
      if (value !== undefined)
        headers.set(key, Array.isArray(value) ? value.join(', ') : String(value));
    }
    return new Response(new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/** The console's API client against the real service, with its own token and spinner record. */
export function realClient(t: TestApp) {
  let token: string | null = null;
  const busy: number[] = [];
  const api = createApiClient({
    tokens: { get: () => token, set: (next) => void (token = next) },
    fetch: fetchThrough(t.app),
    onBusyChange: (delta) => busy.push(delta),
    now: () => t.clock.now().getTime(),
  });
  return {
    api,
    busy,
    token: () => token,
    signIn: async (account: string, password: string, platform: 1 | 2 | 3 = 1) => {
      const user = await api.call('login', { account, password, platform });
      token = user.token;
      return user;
    },
  };
}

/** The failure of a call that must fail. */
export async function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiCallError)) throw new Error('expected the call to fail');
  return error.failure;
}
