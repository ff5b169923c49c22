import { apiPrefix, type EndpointName, type RequestOf, type ResponseOf } from '@p5g/api/contract';
import { endpointRoutes, type EndpointRoute } from './endpoint-routes.ts';

/** Why a call did not return data. The app decides what to show (see error-reaction.ts). */
export type ApiFailure =
  /** The server answered with an envelope whose code is not 0. */
  | { kind: 'envelope'; code: number; msg: string; httpStatus: number; data: unknown }
  /** An HTTP error without an envelope (a proxy's 502, a 503 during maintenance…). */
  | { kind: 'http'; httpStatus: number }
  /** No answer at all. */
  | { kind: 'network'; cause: unknown };

export class ApiCallError extends Error {
  constructor(readonly failure: ApiFailure) {
    super(failure.kind === 'envelope' ? failure.msg : `API call failed (${failure.kind})`);
    this.name = 'ApiCallError';
  }
}

/** Where the session token lives; the client reads it for each call and stores a rotated one. */
type TokenStore = { get: () => string | null; set: (token: string) => void };

export type ApiClientOptions = {
  tokens: TokenStore;
  /** Default: the global fetch. Tests pass one that reaches the real API in-process. */
  fetch?: typeof fetch;
  /** Called around every call that is not silent (spec §7), for the global spinner. */
  onBusyChange?: (delta: 1 | -1) => void;
  /** The time stamped into nonces. Default: the device clock. */
  now?: () => number;
};

/** The spec's "no value" marker: sent as an empty string (spec §7). */
const noValue = -999;

/** Replaces every -999 in a payload with '', at any depth. */
export function blankNoValues(value: unknown): unknown {
  if (value === noValue) return '';
  if (Array.isArray(value)) return value.map(blankNoValues);
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, blankNoValues(v)]));
  }
  return value;
}

const isEnvelope = (body: unknown): body is { code: number; msg: string; data: unknown } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { code?: unknown }).code === 'number';

/**
 * The console's one way to call the API: token and nonce headers, -999 as '', lossless number
 * parsing, the rotated token kept, silent calls kept off the spinner. Pure: no messages, no
 * redirects; failures are thrown as ApiCallError for the app's handler.
 */
export function createApiClient({
  tokens,
  fetch: send = fetch,
  onBusyChange,
  now = Date.now,
}: ApiClientOptions) {
  async function headersFor(json: boolean): Promise<Record<string, string>> {
    const headers: Record<string, string> = json ? { 'content-type': 'application/json' } : {};
    const token = tokens.get();
    if (token) {
      // Only a session's calls carry a nonce: a signed-out visitor's page never loads its cipher.
      const { createNonce, nonceHeader } = await import('@p5g/api/contract/nonce');
      headers.authorization = token;
      headers[nonceHeader] = createNonce(token, now());
    }
    return headers;
  }

  async function request(endpoint: EndpointRoute, input: unknown): Promise<Response> {
    const payload = input instanceof FormData ? input : blankNoValues(input ?? {});
    const url =
      endpoint.method === 'GET'
        ? `${apiPrefix}${endpoint.path}?${new URLSearchParams(payload as Record<string, string>)}`
        : apiPrefix + endpoint.path;
    // A multipart body sets its own content type (with the boundary).
    const isForm = input instanceof FormData;
    const busy = !endpoint.silent;
    if (busy) onBusyChange?.(1);
    try {
      const response = await send(url, {
        method: endpoint.method,
        headers: await headersFor(endpoint.method === 'POST' && !isForm),
        ...(endpoint.method === 'POST' && {
          body: isForm ? (payload as FormData) : JSON.stringify(payload),
        }),
      }).catch((cause: unknown) => {
        throw new ApiCallError({ kind: 'network', cause });
      });
      const rotated = response.headers.get('authorization');
      if (rotated) tokens.set(rotated);
      return response;
    } finally {
      if (busy) onBusyChange?.(-1);
    }
  }

  /** Calls an endpoint of the contract and returns its data, or throws ApiCallError. */
  async function call<N extends EndpointName>(
    name: N,
    input?: RequestOf<N>,
  ): Promise<ResponseOf<N>> {
    return parseEnvelope<N>(await request(endpointRoutes[name], input));
  }

  async function parseEnvelope<N extends EndpointName>(response: Response): Promise<ResponseOf<N>> {
    const text = await response.text();
    const { parseJsonSafely } = await import('./json-answers.ts');
    let body: unknown;
    try {
      body = text === '' ? undefined : parseJsonSafely(text);
    } catch {
      body = undefined;
    }
    if (!isEnvelope(body)) throw new ApiCallError({ kind: 'http', httpStatus: response.status });
    if (body.code !== 0) {
      throw new ApiCallError({ kind: 'envelope', httpStatus: response.status, ...body });
    }
    return body.data as ResponseOf<N>;
  }

  /** Sends a file to a multipart endpoint (auth/upload) as `file`; returns its data like `call`. */
  async function upload<N extends EndpointName>(name: N, file: Blob): Promise<ResponseOf<N>> {
    if (!endpointRoutes[name].multipart) throw new TypeError(`${name} does not take a file`);
    const form = new FormData();
    form.append('file', file);
    return parseEnvelope<N>(await request(endpointRoutes[name], form));
  }

  /** Raw response for downloads and files (spec §7: download/exportFile): no JSON parsing. */
  async function download<N extends EndpointName>(
    name: N,
    input?: RequestOf<N>,
  ): Promise<Response> {
    const response = await request(endpointRoutes[name], input);
    if (!response.ok) throw new ApiCallError({ kind: 'http', httpStatus: response.status });
    return response;
  }

  return { call, upload, download };
}
