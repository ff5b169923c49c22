import { createHash, timingSafeEqual } from 'node:crypto';
import { asc, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { maapCarriers, type MaapConnection } from '../../config.ts';
import type { CarrierCode } from '../../contract/schemas/messaging.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../db/ids.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  GatewayUnavailable,
  type CarrierAnswer,
  type DeliveryReceipt,
  type MessageGateway,
  type ReceiptIntake,
  type UpstreamIntake,
  type UpstreamMessage,
} from '../gateway.ts';
import { carrierCallbacks, chatbots, type CarrierChatbotStatus } from '../tables.ts';
import { registrationAnswerOf } from './chatbot-registration.ts';
import { materialAnswerOf } from './material-review.ts';
import { CmPayloadError, cmDeliveryInfos, cmInboundMessage } from './cmcc.ts';
import {
  chatbotChangeOf,
  cmChatbotChangeOf,
  recordChatbotStatus,
  spamReportOf,
  type ChatbotChangeNotice,
} from './notifications.ts';
import { callbackSignature, mobileOf, receiptOf, upstreamOf, type DeliveryInfo } from './wire.ts';
import { XmlError } from './xml.ts';

/**
 * Our side of the carriers' callbacks (5G消息接口规范 §6.2, §11, §12, §13.3; 中国移动's in its
 * XML), at `/api/maap/{ct|cu|cm}/…` under the PUBLIC_BASE_URL registered with each platform. A
 * request is taken only with a good §6.2 signature (the token registered for its carrier), checked
 * for the fields the spec makes mandatory, and answered 204 once what it says is kept. Status
 * reports go straight to sending's receipts and upstream messages to sending's record of them, the
 * entries of the requests arriving together in one write (each intake is idempotent: a repeated
 * entry changes nothing). Review results are kept one row per entry (a repeated entry adds
 * nothing) for the `carrier-callbacks` job (woken at most once a second), which hands them to
 * messaging's carrier work.
 */
export const carrierCallbacksJobName = 'carrier-callbacks';

/** The path segment of each carrier's callbacks: its settings' prefix in lower case (`ct`). */
const callbackSegments: Record<string, CarrierCode> = Object.fromEntries(
  Object.entries(maapCarriers).map(([prefix, carrier]) => [prefix.toLowerCase(), carrier]),
);

type Kind = 'status' | 'message' | 'check' | 'change' | 'spam';
type Refusal = { status: number; errorCode: number; errorMessage: string };
const refusal = (status: number, errorCode: number, errorMessage: string): Refusal => ({
  status,
  errorCode,
  errorMessage,
});

/** True when the §6.2 headers are there and sign the request with `token`. */
function signedBy(token: string, headers: FastifyRequest['headers']) {
  const [signature, timestamp, nonce] = ['signature', 'timestamp', 'nonce'].map((name) => {
    const value = headers[name];
    return typeof value === 'string' ? value : '';
  }) as [string, string, string];
  if (!signature || !timestamp || !nonce) return false;
  const expected = Buffer.from(callbackSignature(token, timestamp, nonce));
  const given = Buffer.from(signature.toLowerCase());
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const isText = (value: unknown): value is string => typeof value === 'string' && value !== '';

/**
 * The entries of 中国移动's XML report or upstream message (`deliveryInfoNotification`,
 * `inboundMessageNotification`), as §12 and §11 entries; else the §15.1 code for what is wrong.
 */
function cmCallbackEntries(kind: Kind, body: string, chatbotUri: string): object[] | Refusal {
  try {
    return kind === 'status' ? cmDeliveryInfos(body, chatbotUri) : [cmInboundMessage(body)];
  } catch (error) {
    if (error instanceof CmPayloadError) return refusal(400, 20002, `参数异常：${error.message}`);
    if (error instanceof XmlError) return refusal(400, 47001, '解析 JSON/XML 内容错误');
    throw error;
  }
}

/** The entries of a §12 report or §11 message, or the spec's code for what is wrong with it. */
function callbackEntries(
  carrier: CarrierCode,
  kind: Kind,
  body: string,
  { chatbotUri, timestamp, nonce }: { chatbotUri: string; timestamp: string; nonce: string },
): object[] | Refusal {
  if (kind === 'change' && carrier !== 'cmcc') {
    const change = chatbotChangeOf(timestamp, nonce);
    return 'errorCode' in change ? refusal(400, change.errorCode, change.errorMessage) : [change];
  }
  if (body.trim() === '') return refusal(400, 44002, 'POST 的数据包为空');
  if (carrier === 'cmcc' && (kind === 'status' || kind === 'message')) {
    return cmCallbackEntries(kind, body, chatbotUri);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return refusal(400, 47001, '解析 JSON/XML 内容错误');
  }
  const payload = (parsed ?? {}) as Record<string, unknown>;
  if (kind === 'status') {
    const list = payload.deliveryInfoList;
    if (!Array.isArray(list)) return refusal(400, 20002, '参数异常：缺少 deliveryInfoList');
    const bad = list.find(
      (info: Record<string, unknown> | null) =>
        !info || !isText(info.messageId) || !isText(info.status),
    );
    if (bad !== undefined) return refusal(400, 20002, '参数异常：messageId 与 status 必填');
    return list as object[];
  }
  if (kind === 'check') {
    if (!isText(payload.type) || !isText(payload.time)) {
      return refusal(400, 20002, '参数异常：type 与 time 必填');
    }
    if (payload.result !== 'pass' && payload.result !== 'fail') {
      return refusal(400, 20002, '参数异常：result 须为 pass 或 fail');
    }
    return [payload];
  }
  if (kind === 'change' || kind === 'spam') {
    const entry = (kind === 'change' ? cmChatbotChangeOf : spamReportOf)(payload, timestamp);
    return 'errorCode' in entry ? refusal(400, entry.errorCode, entry.errorMessage) : [entry];
  }
  if (!isText(payload.messageId) || !mobileOf(payload.senderAddress)) {
    return refusal(400, 20002, '参数异常：messageId 与 senderAddress 必填');
  }
  if (!Array.isArray(payload.messageList) || payload.messageList.length === 0) {
    return refusal(400, 20002, '参数异常：缺少 messageList');
  }
  return [payload];
}

const digestOf = (carrier: string, kind: Kind, chatbotUri: string, entry: object) =>
  createHash('sha256')
    .update(JSON.stringify([carrier, kind, chatbotUri, entry]))
    .digest('hex');

type CallbackParams = { segment: string; chatbotId: string };

/**
 * `wake` at most once every `everyMs`: one run of the `carrier-callbacks` job takes every entry
 * waiting, so a burst of callbacks needs one wake-up, not one each. One skipped is made when the
 * interval ends (and should that be lost, the minute's sweep takes what waits).
 */
export function coalescedWake(wake: () => Promise<void>, everyMs: number) {
  let last = Number.NEGATIVE_INFINITY;
  let trailing: NodeJS.Timeout | undefined;
  return async () => {
    const now = Date.now();
    if (now - last >= everyMs) {
      last = now;
      await wake();
      return;
    }
    trailing ??= setTimeout(
      () => {
        trailing = undefined;
        last = Date.now();
        wake().catch(() => {});
      },
      last + everyMs - now,
    ).unref();
  };
}

/** One entry as the callback keeps it (a `carrier_callbacks` row, as JSON). */
type CallbackRow = {
  id: string;
  carrier: CarrierCode;
  kind: Kind;
  chatbot_uri: string;
  entry: object;
  digest: string;
  received_at: string;
};

/** Keeps the entries in one statement; an entry kept before (its digest) adds nothing. */
async function keepCallbacks(db: Db, rows: CallbackRow[]) {
  await db.execute(sql`
    insert into carrier_callbacks (id, carrier, kind, chatbot_uri, entry, digest, received_at)
    select r.id, r.carrier, r.kind, r.chatbot_uri, r.entry, r.digest, r.received_at
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as r(
      id bigint, carrier text, kind text, chatbot_uri text, entry jsonb, digest text,
      received_at timestamptz
    )
    on conflict do nothing`);
}

/**
 * Rows written together: those given while a write is waiting or under way go in the next one
 * (at most `maxRows` a write), so a burst of callbacks costs a few multi-row inserts instead of one
 * each. Each caller's promise settles when its rows are written (or the write failed).
 */
export function groupedWrites<Row>(
  write: (rows: Row[]) => Promise<void>,
  { maxRows = 2000, waitMs = 5 }: { maxRows?: number; waitMs?: number } = {},
) {
  type Waiting = { rows: Row[]; done: () => void; failed: (error: unknown) => void };
  const waiting: Waiting[] = [];
  let writing = false;
  let timer: NodeJS.Timeout | undefined;

  async function flush() {
    timer = undefined;
    if (writing || waiting.length === 0) return;
    writing = true;
    const taken: Waiting[] = [];
    let count = 0;
    while (
      waiting.length > 0 &&
      (taken.length === 0 || count + waiting[0]!.rows.length <= maxRows)
    ) {
      const next = waiting.shift()!;
      taken.push(next);
      count += next.rows.length;
    }
    try {
      await write(taken.flatMap((w) => w.rows));
      for (const w of taken) w.done();
    } catch (error) {
      for (const w of taken) w.failed(error);
    } finally {
      writing = false;
      if (waiting.length > 0) void flush();
    }
  }

  return (rows: Row[]) =>
    new Promise<void>((done, failed) => {
      waiting.push({ rows, done, failed });
      if (!writing) timer ??= setTimeout(() => void flush(), waitMs);
    });
}

/** The callback routes, each in its own scope: the body is read as text, so bad JSON gets 47001. */
export function carrierCallbackRoutes(deps: {
  db: Db;
  clock: Clock;
  connections: Partial<Record<CarrierCode, MaapConnection>>;
  wake: (name: string) => Promise<void>;
  receipts: ReceiptIntake;
  upstream: UpstreamIntake;
}) {
  const connectionOf = (segment: string) => {
    const carrier = callbackSegments[segment];
    const connection = carrier ? deps.connections[carrier] : undefined;
    return carrier && connection ? { carrier, connection } : null;
  };
  const wake = coalescedWake(() => deps.wake(carrierCallbacksJobName), 1000);
  // What the requests arriving together say, written at once; each answered once it is kept.
  const keep = groupedWrites<CallbackRow>((rows) => keepCallbacks(deps.db, rows));
  const keepReceipts = groupedWrites<DeliveryReceipt & { dueAt: Date }>(deps.receipts);
  const keepUpstream = groupedWrites<UpstreamEntry>(async (entries) =>
    deps.upstream(await upstreamMessagesOf(deps.db, entries)),
  );
  const send = (reply: FastifyReply, r: Refusal) =>
    reply.code(r.status).send({ errorCode: r.errorCode, errorMessage: r.errorMessage });

  async function take(
    kind: Kind,
    request: FastifyRequest<{ Params: CallbackParams; Body: string }>,
    reply: FastifyReply,
  ) {
    const found = connectionOf(request.params.segment);
    if (!found) return send(reply, refusal(404, 20003, '请求异常：未接入该运营商'));
    if (!signedBy(found.connection.callbackToken, request.headers)) {
      return send(reply, refusal(401, 20003, '请求异常：签名校验失败'));
    }
    const chatbotUri = request.params.chatbotId;
    const entries = callbackEntries(
      found.carrier,
      kind,
      typeof request.body === 'string' ? request.body : '',
      {
        chatbotUri,
        timestamp: String(request.headers.timestamp),
        nonce: String(request.headers.nonce),
      },
    );
    if (!Array.isArray(entries)) return send(reply, entries);
    const now = deps.clock.now();
    if (kind === 'status') {
      const receipts = (entries as DeliveryInfo[]).flatMap((entry) => {
        const receipt = receiptOf(entry);
        return receipt ? [{ ...receipt, dueAt: now }] : [];
      });
      if (receipts.length > 0) await keepReceipts(receipts);
    } else if (kind === 'message') {
      await keepUpstream(
        (entries as UpstreamEntry['entry'][]).map((entry) => ({
          carrier: found.carrier,
          chatbotUri,
          entry,
          receivedAt: now,
        })),
      );
    } else {
      await keep(
        entries.map((entry) => ({
          id: newId(now.getTime()).toString(),
          carrier: found.carrier,
          kind,
          chatbot_uri: chatbotUri,
          entry,
          digest: digestOf(found.carrier, kind, chatbotUri, entry),
          received_at: now.toISOString(),
        })),
      );
      await wake();
    }
    return reply.code(204).send();
  }

  return async function routes(app: FastifyInstance) {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) =>
      done(null, body),
    );
    const base = '/api/maap/:segment';
    app.post<{ Params: CallbackParams; Body: string }>(
      `${base}/deliveryNotification/:chatbotId/status`,
      (request, reply) => take('status', request, reply),
    );
    app.post<{ Params: CallbackParams; Body: string }>(
      `${base}/messageNotification/:chatbotId/messages`,
      (request, reply) => take('message', request, reply),
    );
    app.post<{ Params: CallbackParams; Body: string }>(
      `${base}/notifyInfoNotification/:chatbotId/check`,
      (request, reply) => take('check', request, reply),
    );
    for (const [notice, kind] of [
      ['informationChange', 'change'],
      ['rcsspam', 'spam'],
    ] as const) {
      app.post<{ Params: CallbackParams; Body: string }>(
        `${base}/notifyInfoNotification/:chatbotId/notice/${notice}`,
        (request, reply) => take(kind, request, reply),
      );
    }
    // §6.2: the platform checks the callback address once with a signed GET; we echo echoStr and
    // our appId.
    app.get<{ Params: CallbackParams & { '*': string } }>(`${base}/*`, async (request, reply) => {
      const found = connectionOf(request.params.segment);
      if (!found) return send(reply, refusal(404, 20003, '请求异常：未接入该运营商'));
      if (!signedBy(found.connection.callbackToken, request.headers)) {
        return send(reply, refusal(401, 20003, '请求异常：签名校验失败'));
      }
      const echo = request.headers.echostr;
      return reply
        .header('echoStr', typeof echo === 'string' ? echo : '')
        .header('appId', found.connection.appId)
        .code(200)
        .send();
    });
  };
}

/**
 * How long a handed-on review result is kept: a platform retries for minutes, not days, and a
 * repeat after that still changes nothing (the review has its result by then).
 */
const keptCallbackMs = 7 * 24 * 3600_000;

/** Deletes the callbacks handed on more than `keptCallbackMs` ago; returns how many. */
export async function forgetOldCallbacks(db: Db, now: Date) {
  const gone = await db
    .delete(carrierCallbacks)
    .where(lt(carrierCallbacks.processedAt, new Date(now.getTime() - keptCallbackMs)))
    .returning({ id: carrierCallbacks.id });
  return gone.length;
}

/** The service account a carrier's chatbot id belongs to. */
async function chatbotsByUri(db: Db, keys: { carrier: string; chatbotUri: string }[]) {
  const uris = [...new Set(keys.map((k) => k.chatbotUri))];
  const rows =
    uris.length === 0
      ? []
      : await db
          .select({
            id: chatbots.id,
            companyId: chatbots.companyId,
            ids: chatbots.carrierChatbotIds,
          })
          .from(chatbots)
          .where(
            sql`exists (select 1 from jsonb_each_text(${chatbots.carrierChatbotIds}) e
              where e.value in (${sql.join(
                uris.map((u) => sql`${u}`),
                sql`, `,
              )}))`,
          );
  const found = new Map<string, { id: bigint; companyId: bigint }>();
  for (const row of rows) {
    for (const [carrier, uri] of Object.entries(row.ids)) {
      found.set(`${carrier} ${uri}`, { id: row.id, companyId: row.companyId });
    }
  }
  return found;
}

/** One §11 upstream message as our callback took it, with the chatbot it was sent to. */
type UpstreamEntry = {
  carrier: CarrierCode;
  chatbotUri: string;
  entry: { messageId: string; senderAddress: string; messageList: object[] };
  receivedAt: Date;
};

/**
 * §11 upstream messages as what the recipients sent their service accounts (`upstreamOf`), one
 * for each part of a message; those to a chatbot id no service account holds are dropped.
 */
async function upstreamMessagesOf(db: Db, entries: readonly UpstreamEntry[]) {
  const bots = await chatbotsByUri(db, [...entries]);
  return entries.flatMap(({ carrier, chatbotUri, entry, receivedAt }): UpstreamMessage[] => {
    const bot = bots.get(`${carrier} ${chatbotUri}`);
    const mobile = mobileOf(entry.senderAddress);
    if (!bot || !mobile) return [];
    return entry.messageList.flatMap((part, i) => {
      const content = upstreamOf(part);
      if (!content) return [];
      return [
        {
          carrierMessageId:
            entry.messageList.length > 1 ? `${entry.messageId}#${i}` : entry.messageId,
          companyId: bot.companyId,
          chatbotId: bot.id,
          mobile,
          ...content,
          receivedAt,
        },
      ];
    });
  });
}

/**
 * Hands the registration, material and template review results received (§13.3) to messaging's
 * carrier work, oldest first, `limit` at a time. The intake is idempotent, so a result handed over
 * twice after a crash changes nothing. A result for a ticket (template or chatbot id) not recorded
 * yet stays for the next round (for an hour). For the §13.1 notices about one chatbot, its carrier
 * is asked once for the chatbot's information (§7.2), and the status it answers recorded at the
 * latest notice's time (`recordChatbotStatus`: the latest notice wins); while the carrier cannot
 * be reached they stay for the next round (for an hour). 中国移动's notice carries the status
 * itself. A §13.2 report is only marked handled. Status reports and upstream messages kept here by
 * an earlier version (they now go straight to sending's intake) are handed to that intake. A row
 * of a kind not known here stays unhandled. Returns how many entries were handled.
 */
export async function runCarrierCallbacks(
  deps: {
    db: Db;
    /** Messaging's record of a review result (`recordCallbackAnswer`). */
    reviews: (answer: CarrierAnswer) => Promise<'done' | 'unknown'>;
    /** What a carrier says of its chatbot now (the gateway's `chatbotInformation`). */
    chatbotInformation?: MessageGateway['chatbotInformation'];
    receipts: ReceiptIntake;
    upstream: UpstreamIntake;
  },
  now: Date,
  limit = 1000,
) {
  const rows = await deps.db
    .select()
    .from(carrierCallbacks)
    .where(isNull(carrierCallbacks.processedAt))
    .orderBy(asc(carrierCallbacks.id))
    .limit(limit);
  if (rows.length === 0) return 0;

  const later = new Set<bigint>();
  /** Kept for the next round, unless it has waited long enough. */
  const tryLater = (row: (typeof rows)[number]) => {
    if (now.getTime() - row.receivedAt.getTime() < retryForMs) later.add(row.id);
  };
  /** The §13.1 notices to ask about, by carrier and chatbot: the latest one's time, and them. */
  const changed = new Map<string, { at: number; notices: typeof rows }>();
  const receipts: (DeliveryReceipt & { dueAt: Date })[] = [];
  const upstream: UpstreamEntry[] = [];
  for (const row of rows) {
    switch (row.kind as Kind) {
      case 'change': {
        const change = row.entry as ChatbotChangeNotice | CarrierChatbotStatus;
        if ('status' in change) {
          await recordChatbotStatus(deps.db, row.carrier as CarrierCode, row.chatbotUri, change);
          break;
        }
        const key = JSON.stringify([row.carrier, row.chatbotUri]);
        const held = changed.get(key);
        if (held) {
          held.at = Math.max(held.at, change.at);
          held.notices.push(row);
        } else changed.set(key, { at: change.at, notices: [row] });
        break;
      }
      case 'check': {
        const answer = reviewAnswerOf(row.entry as ReviewResult);
        if (answer && (await deps.reviews(answer)) === 'unknown') tryLater(row);
        break;
      }
      case 'spam':
        break;
      case 'status': {
        const receipt = receiptOf(row.entry as DeliveryInfo);
        if (receipt) receipts.push({ ...receipt, dueAt: now });
        break;
      }
      case 'message':
        upstream.push({
          carrier: row.carrier as CarrierCode,
          chatbotUri: row.chatbotUri,
          entry: row.entry as UpstreamEntry['entry'],
          receivedAt: row.receivedAt,
        });
        break;
      default:
        later.add(row.id);
    }
  }
  if (receipts.length > 0) await deps.receipts(receipts);
  if (upstream.length > 0) await deps.upstream(await upstreamMessagesOf(deps.db, upstream));
  for (const { at, notices } of changed.values()) {
    const { carrier, chatbotUri } = notices[0]!;
    try {
      const information = await deps.chatbotInformation?.(carrier as CarrierCode, chatbotUri, now);
      if (information) {
        await recordChatbotStatus(deps.db, carrier as CarrierCode, chatbotUri, {
          status: information.status,
          at,
        });
      }
    } catch (error) {
      if (!(error instanceof GatewayUnavailable)) throw error;
      notices.forEach(tryLater);
    }
  }

  const handled = rows.filter((r) => !later.has(r.id));
  if (handled.length === 0) return 0;
  await deps.db
    .update(carrierCallbacks)
    .set({ processedAt: now })
    .where(
      inArray(
        carrierCallbacks.id,
        handled.map((r) => r.id),
      ),
    );
  return handled.length;
}

/** A §13.3 review result as the callback took it. */
type ReviewResult = {
  type: string;
  result: 'pass' | 'fail';
  description?: unknown;
  remark?: unknown;
};

/**
 * How long a callback is kept for another try: a review result naming a ticket no submission
 * holds (it may have come before the ticket was recorded), a §13.1 notice while its carrier
 * cannot be reached.
 */
const retryForMs = 3600_000;

/**
 * A §13.3 result as the answer to its submission: a registration's (`registrationAnswerOf`), a
 * material's (`materialAnswerOf`), or
 * a template's review, whose ticket is the template id named in `remark` (`templateId: …`); null
 * for the other kinds of review.
 */
function reviewAnswerOf(result: ReviewResult): CarrierAnswer | null {
  const answer = registrationAnswerOf(result) ?? materialAnswerOf(result);
  if (answer) return answer;
  const templateId =
    typeof result.remark === 'string' ? /templateId:\s*(\S+)/.exec(result.remark)?.[1] : undefined;
  if (result.type !== 'template' || !templateId) return null;
  const approved = result.result === 'pass';
  return {
    ticket: templateId,
    approved,
    reason: approved ? null : isText(result.description) ? result.description : null,
  };
}
