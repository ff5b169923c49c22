import http from 'node:http';
import https from 'node:https';

/**
 * What the stand-in owes the chatbot's callbacks (status reports, upstream messages, review
 * results), each due at its time. One timer takes everything due every `tickMs`; the §12 status
 * reports due for one address go as one request (`deliveryInfoList` holds many), everything else
 * one request each. At most `concurrency` requests are in flight, over kept-alive connections
 * (enough that the callback, which writes the requests arriving together at once, gets many in
 * each write); a request the callback does not take is tried again after 2, 4, 8 and 16 s, as a
 * platform does.
 * What waits is only what is due within the simulator's delays or being retried, so the memory
 * it takes follows the rate, not how many messages were ever sent.
 */
export type Outbox = {
  /**
   * One §12 status report entry for `url`, posted with the others due there at the same time.
   * `about` names the message it is about, for `withdraw`.
   */
  report(url: string, entry: object, afterMs: number, about?: string): void;
  /** One request of its own: JSON, 中国移动's XML given as text, or none (null). */
  send(url: string, body: object | string | null, afterMs: number, about?: string): void;
  /**
   * What is due about one message within `forMs` is not posted (it was taken back); every
   * withdrawal is for the same length.
   */
  withdraw(about: string, forMs: number): void;
  close(): void;
};

/** Signs one request to the callback (§6.2's headers). */
export type CallbackHeaders = () => Record<string, string>;

type Due = (
  | { kind: 'report'; url: string; entry: object }
  | { kind: 'send'; url: string; body: object | string | null; attempt: number }
) & { about?: string };
type Request = { url: string; body: object | string | null; attempt: number };

const maxAttempts = 5;

export function callbackOutbox({
  headers,
  tickMs = 100,
  concurrency = 32,
  maxEntries = 500,
}: {
  headers: CallbackHeaders;
  tickMs?: number;
  concurrency?: number;
  /** Status reports in one request at most. */
  maxEntries?: number;
}): Outbox {
  const agents = {
    'http:': new http.Agent({ keepAlive: true, maxSockets: concurrency }),
    'https:': new https.Agent({ keepAlive: true, maxSockets: concurrency }),
  };
  /** Due entries by the tick they fall in. */
  const wheel = new Map<number, Due[]>();
  const queue: Request[] = [];
  let inFlight = 0;
  let timer: NodeJS.Timeout | undefined;
  let lastTick = Math.floor(Date.now() / tickMs);
  let closed = false;
  /** Messages withdrawn, until when. */
  const withdrawn = new Map<string, number>();

  function schedule(due: Due, afterMs: number) {
    if (closed) return;
    const tick = Math.max(Math.ceil((Date.now() + afterMs) / tickMs), lastTick + 1);
    const slot = wheel.get(tick);
    if (slot) slot.push(due);
    else wheel.set(tick, [due]);
    timer ??= setInterval(turn, tickMs);
  }

  /** Takes every slot that has come due and queues its requests. */
  function turn() {
    const now = Math.floor(Date.now() / tickMs);
    const reports = new Map<string, object[]>();
    // Withdrawn for the same length each, so the oldest come first.
    for (const [about, until] of withdrawn) {
      if (until >= now * tickMs) break;
      withdrawn.delete(about);
    }
    for (let tick = lastTick + 1; tick <= now; tick++) {
      for (const due of wheel.get(tick) ?? []) {
        if (due.about !== undefined && withdrawn.has(due.about)) continue;
        if (due.kind === 'send') {
          queue.push(due);
          continue;
        }
        const entries = reports.get(due.url);
        if (entries) entries.push(due.entry);
        else reports.set(due.url, [due.entry]);
      }
      wheel.delete(tick);
    }
    lastTick = now;
    for (const [url, entries] of reports) {
      for (let i = 0; i < entries.length; i += maxEntries) {
        queue.push({
          url,
          body: { deliveryInfoList: entries.slice(i, i + maxEntries) },
          attempt: 1,
        });
      }
    }
    if (wheel.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
    pump();
  }

  function pump() {
    while (inFlight < concurrency && queue.length > 0) {
      const request = queue.shift()!;
      inFlight += 1;
      void post(request).then((ok) => {
        inFlight -= 1;
        if (!ok && request.attempt < maxAttempts) {
          schedule(
            { kind: 'send', url: request.url, body: request.body, attempt: request.attempt + 1 },
            1000 * 2 ** request.attempt,
          );
        }
        pump();
      });
    }
  }

  /** True when the callback took the request (2xx). */
  function post({ url, body }: Request) {
    const target = new URL(url);
    const text = body === null ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise<boolean>((resolve) => {
      const request = (target.protocol === 'https:' ? https : http).request(
        target,
        {
          method: 'POST',
          agent: agents[target.protocol as keyof typeof agents],
          headers: {
            ...(body !== null && {
              'content-type': typeof body === 'string' ? 'application/xml' : 'application/json',
            }),
            accept: 'application/json',
            'content-length': Buffer.byteLength(text),
            ...headers(),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve((response.statusCode ?? 0) < 300));
          response.on('error', () => resolve(false));
        },
      );
      request.on('error', () => resolve(false));
      request.end(text);
    });
  }

  return {
    report: (url, entry, afterMs, about) =>
      schedule({ kind: 'report', url, entry, about }, afterMs),
    send: (url, body, afterMs, about) =>
      schedule({ kind: 'send', url, body, attempt: 1, about }, afterMs),
    withdraw: (about, forMs) => withdrawn.set(about, Date.now() + forMs),
    close() {
      closed = true;
      clearInterval(timer);
      wheel.clear();
      queue.length = 0;
      agents['http:'].destroy();
      agents['https:'].destroy();
    },
  };
}
