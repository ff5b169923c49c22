/**
 * A public call that did not succeed: the HTTP status (null when no answer arrived) and, when the
 * service answered with an envelope, its `msg`. `failureMessage` turns it into what spec §8 shows.
 */
export class PublicCallFailure extends Error {
  constructor(
    readonly httpStatus: number | null,
    readonly envelopeMsg?: string,
  ) {
    super(envelopeMsg ?? `HTTP ${httpStatus ?? 'no answer'}`);
    this.name = 'PublicCallFailure';
  }
}

/**
 * The one fetcher of the public API (no token, no nonce), and SWR's fetcher with the URL as key:
 * GET `url`, or POST `body` as JSON when one is given. Resolves to the envelope's data when its code
 * is 0, and throws a `PublicCallFailure` otherwise. It needs none of the contract's schemas, so the
 * parts of the page that use it stay small; the service has checked the data against its own.
 */
export async function fetchPublic<Data>(url: string, body?: unknown): Promise<Data> {
  let response: Response;
  try {
    response = await fetch(
      url,
      body === undefined
        ? undefined
        : {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify(body),
          },
    );
  } catch {
    throw new PublicCallFailure(null);
  }
  const envelope = (await response.json().catch(() => null)) as {
    code?: unknown;
    msg?: unknown;
    data?: unknown;
  } | null;
  if (typeof envelope?.code !== 'number') throw new PublicCallFailure(response.status);
  if (envelope.code !== 0) {
    throw new PublicCallFailure(response.status, String(envelope.msg ?? ''));
  }
  return envelope.data as Data;
}
