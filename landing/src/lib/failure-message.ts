import {
  apiPrefix,
  endpoints,
  shownServerMessage,
  systemError,
  transportMessage,
  type EndpointName,
  type RequestOf,
  type ResponseOf,
} from '@p5g/api/contract';

export type CallResult<T> = { ok: true; data: T } | { ok: false; message: string };

/** The message spec §8 shows for a failed public call. */
export function failureMessage(httpStatus: number | null, envelopeMsg?: string): string {
  return envelopeMsg !== undefined && httpStatus !== 503
    ? shownServerMessage(envelopeMsg)
    : transportMessage(httpStatus);
}

/**
 * Calls a public endpoint of the contract (no token, no nonce) and returns its data or the message
 * to show; never throws. The home page needs nothing more, and keeps no session.
 */
export async function callPublic<N extends EndpointName>(
  name: N,
  input?: RequestOf<N>,
): Promise<CallResult<ResponseOf<N>>> {
  const endpoint = endpoints[name];
  const isGet = endpoint.method === 'GET';
  const query = isGet && input ? `?${new URLSearchParams(input as Record<string, string>)}` : '';
  let response: Response;
  try {
    response = await fetch(apiPrefix + endpoint.path + query, {
      method: endpoint.method,
      ...(!isGet && {
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input ?? {}),
      }),
    });
  } catch {
    return { ok: false, message: failureMessage(null) };
  }
  const body = (await response.json().catch(() => null)) as {
    code?: unknown;
    msg?: unknown;
    data?: unknown;
  } | null;
  if (typeof body?.code !== 'number')
    return { ok: false, message: failureMessage(response.status) };
  if (body.code !== 0) {
    return { ok: false, message: failureMessage(response.status, String(body.msg ?? '')) };
  }
  const parsed = endpoint.response?.safeParse(body.data);
  if (parsed && !parsed.success) return { ok: false, message: systemError };
  return { ok: true, data: (parsed?.data ?? body.data) as ResponseOf<N> };
}
