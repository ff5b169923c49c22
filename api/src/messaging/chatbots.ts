import { regionNames } from '@p5g/regions';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import {
  chatbotEditable,
  chatbotStatus,
  chatbotTransitions,
} from '../contract/messaging-status.ts';
import {
  carrierCodes,
  carrierName,
  type CarrierCode,
  type CarrierReview,
  type Chatbot,
  type ChatbotSaveInput,
} from '../contract/schemas/messaging.ts';
import type { Db, Tx } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { newId } from '../db/ids.ts';
import { carrierReviews, chatbots } from './tables.ts';
import { postNotice } from '../account-centre/notices.ts';
import { companyNames } from '../accounts/accounts.ts';
import { ApiError, notFound } from '../errors.ts';
import {
  companyUploadId,
  signedFileUrl,
  uploadsByIds,
  type UploadStore,
} from '../uploads/store.ts';
import { carrierReviewsOf, queueCarrierReviews, type SubmissionBuilder } from './carrier-work.ts';
import { minutesWaited, reviewStartOf } from './review-window.ts';
import { offsetOf } from '../lib/lists.ts';
import { statusMachine } from '../lib/status-machine.ts';

type ChatbotRow = typeof chatbots.$inferSelect;
type ReviewRow = typeof carrierReviews.$inferSelect;

const stateChanged = () =>
  new ApiError(codes.messagingStateChanged, '服务号状态已变化，请刷新后重试');

/** One status change of a service account, checked against its machine (it keeps no history). */
const advance = statusMachine({
  table: chatbots,
  transitions: chatbotTransitions,
  refused: stateChanged,
});

/** Each carrier's state on a subject; a carrier with no row yet shows as pending. */
export function carrierStatesOf(
  rows: ReviewRow[],
  carriers: readonly CarrierCode[] = carrierCodes,
): CarrierReview[] {
  return carriers.map((carrier) => {
    const row = rows.find((r) => r.carrier === carrier);
    return {
      carrier,
      carrierName: carrierName(carrier),
      state: (row?.state ?? 'pending') as CarrierReview['state'],
      reason: row?.reason ?? null,
      updateTime: row?.answeredAt?.toISOString() ?? null,
    };
  });
}

function chatbotView(
  row: ChatbotRow,
  reviews: ReviewRow[],
  store: UploadStore,
  now: Date,
): Chatbot {
  const names = regionNames(row.province, row.city);
  return {
    id: row.id.toString(),
    name: row.name,
    logo: signedFileUrl(store, row.logoUploadId, now),
    description: row.description,
    industry: row.industry as Chatbot['industry'],
    province: row.province,
    city: row.city,
    provinceName: names?.provinceName ?? '',
    cityName: names?.cityName ?? '',
    servicePhone: row.servicePhone,
    email: row.email,
    address: row.address,
    status: row.status,
    rejectReason: row.rejectReason,
    // Carriers register a service account only once the platform has approved it.
    carriers:
      row.status === chatbotStatus.approved
        ? carrierStatesOf(reviews).map((c) => ({
            ...c,
            suspended: row.carrierStatuses[c.carrier]?.status === 2,
          }))
        : [],
    createTime: row.createdAt.toISOString(),
    updateTime: row.updatedAt.toISOString(),
  };
}

export async function chatbotViews(db: Db, store: UploadStore, rows: ChatbotRow[], now: Date) {
  const reviews = await carrierReviewsOf(
    db,
    'chatbot',
    rows.map((r) => r.id),
  );
  return rows.map((row) =>
    chatbotView(
      row,
      reviews.filter((r) => r.subjectId === row.id),
      store,
      now,
    ),
  );
}

/** True when no other service account has this name, whatever its case. */
export async function isChatbotNameFree(db: Db, name: string, exceptId?: bigint) {
  const conditions: SQL[] = [sql`lower(${chatbots.name}) = lower(${name.trim()})`];
  if (exceptId !== undefined) conditions.push(ne(chatbots.id, exceptId));
  const [row] = await db
    .select({ n: count() })
    .from(chatbots)
    .where(and(...conditions));
  return row!.n === 0;
}

export async function findChatbot(db: Db | Tx, companyId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(chatbots)
    .where(and(eq(chatbots.id, id), eq(chatbots.companyId, companyId)));
  if (!row) throw notFound('服务号');
  return row;
}

export async function listChatbots(
  db: Db,
  companyId: bigint,
  query: { page: number; pageSize: number; status?: number },
) {
  const where = and(
    eq(chatbots.companyId, companyId),
    query.status === undefined ? undefined : eq(chatbots.status, query.status),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatbots)
      .where(where)
      .orderBy(desc(chatbots.updatedAt), desc(chatbots.id))
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(chatbots).where(where),
  ]);
  return { rows, total: total!.n };
}

/**
 * Creates a draft or changes one that is a draft or was rejected. The logo must be an upload of
 * this company; the province and city must name a real pair; the name must be free.
 */
export async function saveChatbot(
  db: Db,
  company: { companyId: bigint },
  input: ChatbotSaveInput,
  now: Date,
) {
  const { companyId } = company;
  if (!regionNames(input.province, input.city)) {
    throw new ApiError(codes.invalidRequest, '请选择所在省市', 400);
  }
  const logoUploadId = await companyUploadId(db, companyId, input.logo);
  if (!logoUploadId) throw new ApiError(codes.invalidRequest, '服务号头像无效，请重新上传', 400);
  const id = input.id === undefined ? undefined : BigInt(input.id);
  if (!(await isChatbotNameFree(db, input.name, id))) {
    throw new ApiError(codes.chatbotNameTaken, '服务号名称已存在');
  }
  const fields = {
    name: input.name,
    logoUploadId,
    description: input.description,
    industry: input.industry,
    province: input.province,
    city: input.city,
    servicePhone: input.servicePhone,
    email: input.email,
    address: input.address,
    updatedAt: now,
  };
  const nameTaken = () => new ApiError(codes.chatbotNameTaken, '服务号名称已存在');
  if (id === undefined) {
    const created = newId(now.getTime());
    // Two saves racing for one name: the unique index decides.
    const inserted = await db
      .insert(chatbots)
      .values({ id: created, companyId, ...fields, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: chatbots.id });
    if (inserted.length === 0) throw nameTaken();
    return created;
  }
  const current = await findChatbot(db, companyId, id);
  if (!chatbotEditable(current.status)) throw stateChanged();
  const changed = await db
    .update(chatbots)
    .set(fields)
    .where(and(eq(chatbots.id, id), eq(chatbots.status, current.status)))
    .returning({ id: chatbots.id })
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? nameTaken() : error;
    });
  if (changed.length === 0) throw stateChanged();
  return id;
}

/** Sends a draft or a rejected service account to the platform review. */
export async function submitChatbot(db: Db, companyId: bigint, id: bigint, now: Date) {
  const current = await findChatbot(db, companyId, id);
  await db.transaction((tx) =>
    advance(tx, current, 'submit', {
      now,
      set: { rejectReason: null, submittedAt: now, reviewStartAt: reviewStartOf(now) },
    }),
  );
}

/**
 * The operator's decision. Approval starts the registration with every carrier (in the same
 * transaction); both outcomes leave a notice in the company's inbox.
 */
export async function reviewChatbot(
  db: Db,
  decision: {
    id: bigint;
    approve: boolean;
    reason?: string;
    /** Chatbot ids the operator registered with carriers connected for real. */
    carrierChatbotIds?: Partial<Record<CarrierCode, string>>;
  },
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(chatbots)
      .where(eq(chatbots.id, decision.id))
      .for('update');
    if (!current) throw notFound('服务号');
    // A carrier's chatbot id names one account: it is the ticket of that account's registration.
    for (const [carrier, uri] of Object.entries(decision.carrierChatbotIds ?? {})) {
      const [holder] = await tx
        .select({ id: chatbots.id })
        .from(chatbots)
        .where(
          and(
            ne(chatbots.id, current.id),
            sql`${chatbots.carrierChatbotIds} ->> ${carrier}::text = ${uri}`,
          ),
        )
        .limit(1);
      if (holder) throw new ApiError(codes.invalidRequest, 'Chatbot ID已被其他服务号使用');
    }
    await advance(tx, current, decision.approve ? 'approve' : 'reject', {
      now,
      set: {
        rejectReason: decision.approve ? null : decision.reason!,
        reviewedAt: now,
        ...(decision.approve &&
          decision.carrierChatbotIds && {
            carrierChatbotIds: { ...current.carrierChatbotIds, ...decision.carrierChatbotIds },
          }),
      },
    });
    if (decision.approve) await queueCarrierReviews(tx, 'chatbot', current.id, carrierCodes, now);
    await postNotice(tx, {
      companyId: current.companyId,
      title: decision.approve ? '服务号审核通过' : '服务号审核未通过',
      content: decision.approve
        ? `服务号“${current.name}”已通过平台审核，正在向三家运营商登记。`
        : `服务号“${current.name}”未通过平台审核。原因：${decision.reason}`,
      now,
    });
  });
}

/** A carrier answered a registration: tell the company once every carrier has answered. */
export async function settleChatbotRegistration(tx: Tx, chatbotId: bigint, now: Date) {
  const [bot] = await tx.select().from(chatbots).where(eq(chatbots.id, chatbotId));
  if (!bot) return;
  const rows = await tx
    .select()
    .from(carrierReviews)
    .where(and(eq(carrierReviews.subjectKind, 'chatbot'), eq(carrierReviews.subjectId, chatbotId)));
  if (rows.some((r) => r.state === 'pending')) return;
  const refused = rows.filter((r) => r.state === 'rejected');
  await postNotice(tx, {
    companyId: bot.companyId,
    title: '服务号运营商登记完成',
    content:
      refused.length === 0
        ? `服务号“${bot.name}”已在中国移动、中国联通、中国电信登记成功。`
        : `服务号“${bot.name}”登记完成，其中${refused
            .map((r) => `${carrierName(r.carrier as CarrierCode)}未通过（${r.reason}）`)
            .join('、')}。`,
    now,
  });
}

/** The carriers a service account is registered with, or still registering with. */
export async function usableCarriersOf(db: Db | Tx, chatbotId: bigint) {
  const rows = await db
    .select({ carrier: carrierReviews.carrier, state: carrierReviews.state })
    .from(carrierReviews)
    .where(and(eq(carrierReviews.subjectKind, 'chatbot'), eq(carrierReviews.subjectId, chatbotId)));
  return rows.filter((r) => r.state !== 'rejected').map((r) => r.carrier as CarrierCode);
}

export function chatbotSubmissionBuilder(db: Db, store: UploadStore): SubmissionBuilder {
  return async (chatbotId, carrier, now) => {
    const [bot] = await db.select().from(chatbots).where(eq(chatbots.id, chatbotId));
    if (!bot || bot.status !== chatbotStatus.approved) return 'gone';
    const logo = (await uploadsByIds(db, [bot.logoUploadId])).get(bot.logoUploadId);
    if (!logo) return 'gone';
    return {
      subject: 'chatbot',
      subjectId: chatbotId.toString(),
      carrier,
      chatbotUri: bot.carrierChatbotIds[carrier] ?? null,
      chatbot: {
        name: bot.name,
        logo: {
          url: signedFileUrl(store, logo.id, now),
          contentType: logo.mime,
          size: logo.size,
        },
        description: bot.description,
        industry: bot.industry,
        servicePhone: bot.servicePhone,
        email: bot.email,
        address: bot.address,
      },
    };
  };
}

/** The management platform's queue: what waits for review first, oldest first. */
export async function chatbotQueue(
  db: Db,
  store: UploadStore,
  query: { page: number; pageSize: number; status?: number },
  now: Date,
) {
  const status = query.status ?? chatbotStatus.review;
  const where = eq(chatbots.status, status);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(chatbots)
      .where(where)
      .orderBy(chatbots.reviewStartAt, chatbots.id)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    db.select({ n: count() }).from(chatbots).where(where),
  ]);
  const [views, names] = await Promise.all([
    chatbotViews(db, store, rows, now),
    companyNames(
      db,
      rows.map((r) => r.companyId),
    ),
  ]);
  return {
    total: total!.n,
    list: views.map((view, i) => ({
      ...view,
      companyName: names.get(rows[i]!.companyId)!.name,
      waitedMinutes:
        rows[i]!.status === chatbotStatus.review && rows[i]!.reviewStartAt
          ? minutesWaited(rows[i]!.reviewStartAt!, now)
          : null,
    })),
  };
}
