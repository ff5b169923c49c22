import { and, asc, desc, eq, ilike, inArray, isNull, lte, type SQL } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import {
  chatbotStatus,
  templateDeletable,
  templateEditable,
  templateStatus,
  templateTransitions,
} from '../contract/messaging-status.ts';
import { nextStatus } from '../contract/transitions.ts';
import {
  carrierCodes,
  carrierName,
  templateContent,
  templateLimits,
  templateMediaIds,
  templateVariables,
  type CarrierCode,
  type IndustryCode,
  type TemplateContent,
  type TemplateKind,
  type TemplateSaveInput,
} from '../contract/schemas/messaging.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  carrierReviews,
  chatbots,
  libraryMedia,
  libraryTemplates,
  materials,
  templateEvents,
  templateMaterials,
  templates,
} from './tables.ts';
import { postNotice } from '../account-centre/notices.ts';
import { queueWebhookEvent, templateReviewEvent } from '../webhooks/outbox.ts';
import { companyNames } from '../accounts/accounts.ts';
import { ApiError, notFound } from '../errors.ts';
import { signedFileUrl, uploadsByIds, type UploadStore } from '../uploads/store.ts';
import { materialFiles } from './material-files.ts';
import { carrierReviewsOf, queueCarrierReviews, type SubmissionBuilder } from './carrier-work.ts';
import { carrierStatesOf, findChatbot, usableCarriersOf } from './chatbots.ts';
import { toGsmaMessage } from './gsma.ts';
import { anyMaterialRejected, companyMaterials, keepMaterials } from './materials.ts';
import { minutesWaited, reviewStartOf } from './review-window.ts';
import { containing, pageOf } from '../lib/lists.ts';
import { dayMs } from '../lib/calendar.ts';
import { historyIn, statusMachine } from '../lib/status-machine.ts';

type TemplateRow = typeof templates.$inferSelect;

const stateChanged = () =>
  new ApiError(codes.messagingStateChanged, '模板状态已变化，请刷新后重试');

/** One status change of a template: checked against the machine, written with its event. */
const advance = statusMachine({
  table: templates,
  transitions: templateTransitions,
  refused: stateChanged,
  record: historyIn(templateEvents, 'templateId'),
});

/**
 * A send task was created with the template: an approved one becomes 已发送 (5), with its event;
 * one already sent stays as it is.
 */
export async function markTemplateSent(
  tx: Tx,
  template: Pick<TemplateRow, 'id' | 'status'>,
  actorUserId: bigint,
  now: Date,
) {
  const to = nextStatus(templateTransitions, template.status, 'send');
  if (to === null || to === template.status) return;
  await advance(tx, template, 'send', { actorUserId, now });
}

/** Approved templates past their 7 days become expired (status 10); of one company, or all. */
export async function expireTemplates(db: Db, now: Date, companyId?: bigint) {
  const due = await db
    .select({ id: templates.id, status: templates.status })
    .from(templates)
    .where(
      and(
        inArray(templates.status, [...templateTransitions.expire.from]),
        lte(templates.expiresAt, now),
        companyId === undefined ? undefined : eq(templates.companyId, companyId),
      ),
    );
  for (const template of due) {
    await db
      .transaction((tx) => advance(tx, template, 'expire', { actorUserId: null, now }))
      .catch((error: unknown) => {
        // Another worker expired it first.
        if (!(error instanceof ApiError)) throw error;
      });
  }
  return due.length;
}

export async function templateViews(db: Db, store: UploadStore, rows: TemplateRow[], now: Date) {
  const ids = rows.map((r) => r.id);
  const mediaIds = [
    ...new Set(rows.flatMap((r) => templateMediaIds(r.content as TemplateContent))),
  ];
  const [reviews, bots, files] = await Promise.all([
    carrierReviewsOf(db, 'template', ids),
    rows.length === 0
      ? []
      : db
          .select({ id: chatbots.id, name: chatbots.name, logo: chatbots.logoUploadId })
          .from(chatbots)
          .where(inArray(chatbots.id, [...new Set(rows.map((r) => r.chatbotId))])),
    mediaIds.length === 0
      ? []
      : db
          .select()
          .from(materials)
          .where(inArray(materials.id, mediaIds.map(BigInt))),
  ]);
  return rows.map((row) => {
    const content = row.content as TemplateContent;
    const carriersAsked = reviews.filter((r) => r.subjectId === row.id);
    const own = templateMediaIds(content);
    return {
      id: row.id.toString(),
      chatbotId: row.chatbotId.toString(),
      chatbotName: bots.find((b) => b.id === row.chatbotId)?.name ?? '',
      chatbotLogo: (() => {
        const bot = bots.find((b) => b.id === row.chatbotId);
        return bot ? signedFileUrl(store, bot.logo, now) : '';
      })(),
      name: row.name,
      industry: row.industry as IndustryCode,
      kind: row.kind as TemplateKind,
      content,
      variables: row.variables,
      status: row.status,
      rejectReason: row.rejectReason,
      carriers:
        carriersAsked.length === 0
          ? []
          : carrierStatesOf(
              carriersAsked,
              carriersAsked.map((r) => r.carrier as CarrierCode),
            ),
      reviewStartTime: row.reviewStartAt?.toISOString() ?? null,
      submitTime: row.submittedAt?.toISOString() ?? null,
      approveTime: row.approvedAt?.toISOString() ?? null,
      expireTime: row.expiresAt?.toISOString() ?? null,
      fileSize: row.fileSize,
      createTime: row.createdAt.toISOString(),
      updateTime: row.updatedAt.toISOString(),
      materials: files
        .filter((f) => own.includes(f.id.toString()))
        .map((f) => ({
          id: f.id.toString(),
          kind: f.kind as 'image' | 'video' | 'audio',
          name: f.name,
          url: signedFileUrl(store, f.uploadId, now),
          coverUrl: f.coverUploadId ? signedFileUrl(store, f.coverUploadId, now) : null,
          durationSeconds: f.durationSeconds,
        })),
    };
  });
}

export async function listTemplates(
  db: Db,
  store: UploadStore,
  companyId: bigint,
  query: { page: number; pageSize: number; status?: number; name?: string; chatbotId?: string },
  now: Date,
) {
  await expireTemplates(db, now, companyId);
  const conditions: (SQL | undefined)[] = [
    eq(templates.companyId, companyId),
    isNull(templates.deletedAt),
    query.status === undefined ? undefined : eq(templates.status, query.status),
    query.name ? ilike(templates.name, containing(query.name)) : undefined,
    query.chatbotId ? eq(templates.chatbotId, BigInt(query.chatbotId)) : undefined,
  ];
  const where = and(...conditions);
  const { total, rows } = await pageOf(
    db,
    query,
    templates,
    where,
    db
      .select()
      .from(templates)
      .where(where)
      .orderBy(desc(templates.updatedAt), desc(templates.id))
      .$dynamic(),
  );
  return { total, list: await templateViews(db, store, rows, now) };
}

async function findTemplate(db: Db | Tx, companyId: bigint, id: bigint) {
  const [row] = await db
    .select()
    .from(templates)
    .where(
      and(eq(templates.id, id), eq(templates.companyId, companyId), isNull(templates.deletedAt)),
    );
  if (!row) throw notFound('模板');
  return row;
}

export async function getTemplate(
  db: Db,
  store: UploadStore,
  companyId: bigint,
  id: bigint,
  now: Date,
) {
  await expireTemplates(db, now, companyId);
  return (await templateViews(db, store, [await findTemplate(db, companyId, id)], now))[0]!;
}

/** The media of content: each a live material of this company, together within 1.9 MB. */
async function checkedMedia(db: Db | Tx, companyId: bigint, content: TemplateContent) {
  const ids = templateMediaIds(content);
  const rows = await companyMaterials(db, companyId, ids);
  if (rows.length !== ids.length)
    throw new ApiError(codes.invalidRequest, '素材不存在或已删除', 400);
  const size = rows.reduce((sum, r) => sum + r.size, 0);
  if (size > templateLimits.totalBytes) {
    throw new ApiError(codes.templateTooLarge, '模板文件总大小不能超过1.9M');
  }
  return { ids: rows.map((r) => r.id), size };
}

/** Creates a draft, or changes one (only drafts change). */
export async function saveTemplate(
  db: Db,
  author: { id: bigint; companyId: bigint },
  input: TemplateSaveInput,
  now: Date,
) {
  await findChatbot(db, author.companyId, BigInt(input.chatbotId));
  return db.transaction(async (tx) => {
    const media = await checkedMedia(tx, author.companyId, input.content);
    const fields = {
      chatbotId: BigInt(input.chatbotId),
      name: input.name,
      industry: input.industry,
      kind: input.content.kind,
      content: input.content,
      variables: templateVariables(input.content),
      fileSize: media.size,
      updatedAt: now,
    };
    let id: bigint;
    if (input.id === undefined) {
      id = newId(now.getTime());
      await tx.insert(templates).values({
        id,
        companyId: author.companyId,
        createdBy: author.id,
        ...fields,
        createdAt: now,
      });
    } else {
      id = BigInt(input.id);
      const current = await findTemplate(tx, author.companyId, id);
      if (!templateEditable(current.status)) throw stateChanged();
      const [changed] = await tx
        .update(templates)
        .set(fields)
        .where(and(eq(templates.id, id), eq(templates.status, current.status)))
        .returning({ id: templates.id });
      if (!changed) throw stateChanged();
      await tx.delete(templateMaterials).where(eq(templateMaterials.templateId, id));
    }
    if (media.ids.length > 0) {
      await tx
        .insert(templateMaterials)
        .values(media.ids.map((materialId) => ({ templateId: id, materialId })));
    }
    await keepMaterials(tx, media.ids);
    return id;
  });
}

/**
 * A draft goes to the platform review, which starts in the next review window. Its service
 * account must be approved and registered (or registering) with at least one carrier, and none of
 * its materials refused by a carrier.
 */
export async function submitTemplate(
  db: Db,
  companyId: bigint,
  id: bigint,
  actorUserId: bigint,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const current = await findTemplate(tx, companyId, id);
    const [bot] = await tx.select().from(chatbots).where(eq(chatbots.id, current.chatbotId));
    if (!bot || bot.status !== chatbotStatus.approved) {
      throw new ApiError(codes.chatbotNotReady, '服务号尚未审核通过，暂不能提交模板');
    }
    if ((await usableCarriersOf(tx, bot.id)).length === 0) {
      throw new ApiError(codes.chatbotNotReady, '服务号未在任何运营商登记成功，暂不能提交模板');
    }
    const content = templateContent.parse(current.content);
    const media = await checkedMedia(tx, companyId, content);
    if (await anyMaterialRejected(tx, media.ids)) {
      throw new ApiError(codes.invalidRequest, '模板中有素材未通过运营商审核，请更换后再提交', 400);
    }
    await advance(tx, current, 'submit', {
      actorUserId,
      now,
      set: { submittedAt: now, reviewStartAt: reviewStartOf(now), rejectReason: null },
    });
  });
}

/** Copies into a new draft: one of mine (resubmitting), or a library template (使用模板). */
export async function copyTemplate(
  db: Db,
  author: { id: bigint; companyId: bigint },
  input: { id: string } | { libraryId: string; chatbotId: string },
  now: Date,
) {
  if ('id' in input) {
    const source = await findTemplate(db, author.companyId, BigInt(input.id));
    return saveTemplate(
      db,
      author,
      {
        chatbotId: source.chatbotId.toString(),
        name: source.name,
        industry: source.industry as IndustryCode,
        content: templateContent.parse(source.content),
      },
      now,
    ).then(async (id) => {
      await db.update(templates).set({ copiedFromId: source.id }).where(eq(templates.id, id));
      return id;
    });
  }
  await findChatbot(db, author.companyId, BigInt(input.chatbotId));
  const [library] = await db
    .select()
    .from(libraryTemplates)
    .where(eq(libraryTemplates.id, BigInt(input.libraryId)));
  if (!library) throw notFound('模板');
  const content = templateContent.parse(library.content);
  // The library's images become this company's materials, used at once (so they do not expire).
  const mediaIds = templateMediaIds(content);
  const libraryFiles = mediaIds.length
    ? await db
        .select()
        .from(libraryMedia)
        .where(inArray(libraryMedia.id, mediaIds.map(BigInt)))
    : [];
  const uploadsOfMedia = await uploadsByIds(
    db,
    libraryFiles.map((m) => m.uploadId),
  );
  const media = libraryFiles.flatMap((m) => {
    const upload = uploadsOfMedia.get(m.uploadId);
    return upload ? [{ media: m, upload }] : [];
  });
  const copies = new Map<string, string>();
  await db.transaction(async (tx) => {
    for (const { media: m, upload } of media) {
      const materialId = newId(now.getTime());
      await tx.insert(materials).values({
        id: materialId,
        companyId: author.companyId,
        kind: upload.mime.startsWith('image/')
          ? 'image'
          : upload.mime.startsWith('video/')
            ? 'video'
            : 'audio',
        name: m.name,
        uploadId: m.uploadId,
        size: m.size,
        createdAt: now,
      });
      await queueCarrierReviews(tx, 'material', materialId, carrierCodes, now);
      copies.set(m.id.toString(), materialId.toString());
    }
  });
  const withOwnMedia = remapMedia(content, copies);
  const id = await saveTemplate(
    db,
    author,
    {
      chatbotId: input.chatbotId,
      name: library.name,
      industry: library.industry as IndustryCode,
      content: withOwnMedia,
    },
    now,
  );
  await db.update(templates).set({ copiedFromId: library.id }).where(eq(templates.id, id));
  return id;
}

/** The same content with its media ids replaced through `map`. */
function remapMedia(content: TemplateContent, map: ReadonlyMap<string, string>): TemplateContent {
  const card = <C extends { mediaId?: string }>(c: C): C =>
    c.mediaId && map.has(c.mediaId) ? { ...c, mediaId: map.get(c.mediaId)! } : c;
  if (content.kind === 'card') return { ...content, card: card(content.card) };
  if (content.kind === 'carousel') return { ...content, cards: content.cards.map(card) };
  return content;
}

export async function deleteTemplate(db: Db, companyId: bigint, id: bigint, now: Date) {
  const current = await findTemplate(db, companyId, id);
  if (!templateDeletable(current.status)) {
    throw new ApiError(codes.messagingStateChanged, '审核中的模板不能删除');
  }
  const [gone] = await db
    .update(templates)
    .set({ deletedAt: now, updatedAt: now })
    .where(
      and(eq(templates.id, id), eq(templates.status, current.status), isNull(templates.deletedAt)),
    )
    .returning({ id: templates.id });
  if (!gone) throw stateChanged();
}

/**
 * The operator's decision on a template in platform review: approval hands it to every carrier the
 * service account is registered (or registering) with, and keeps the 中国移动 template id entered
 * with it (none entered: none kept, as an id approved for earlier content no longer fits);
 * rejection goes back with its reason.
 */
export async function reviewTemplate(
  db: Db,
  decision: { id: bigint; approve: boolean; reason?: string; cmccTemplateId?: string },
  actorUserId: bigint,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(templates)
      .where(and(eq(templates.id, decision.id), isNull(templates.deletedAt)))
      .for('update');
    if (!current) throw notFound('模板');
    if (decision.approve) {
      await advance(tx, current, 'platformApprove', {
        actorUserId,
        now,
        set: { cmccTemplateId: decision.cmccTemplateId ?? null },
      });
      await queueCarrierReviews(
        tx,
        'template',
        current.id,
        await usableCarriersOf(tx, current.chatbotId),
        now,
      );
      return;
    }
    await advance(tx, current, 'platformReject', {
      actorUserId,
      reason: decision.reason!,
      now,
      set: { rejectReason: decision.reason! },
    });
    await postNotice(tx, {
      companyId: current.companyId,
      title: '模板审核未通过',
      content: `模板“${current.name}”未通过平台审核。原因：${decision.reason}。您可修改后重新提交。`,
      now,
    });
    await queueWebhookEvent(
      tx,
      current.companyId,
      templateReviewEvent(current, 'platform', decision.reason!, null),
      now,
    );
  });
}

/**
 * A carrier answered a template review: one refusal rejects it (7, with that carrier's reason);
 * approval by every carrier asked approves it for 7 days (3). Either way the company is told.
 */
export async function settleTemplateReview(tx: Tx, templateId: bigint, now: Date) {
  const [current] = await tx
    .select()
    .from(templates)
    .where(eq(templates.id, templateId))
    .for('update');
  if (!current || current.status !== templateStatus.carrierReview) return;
  const rows = await tx
    .select()
    .from(carrierReviews)
    .where(
      and(eq(carrierReviews.subjectKind, 'template'), eq(carrierReviews.subjectId, templateId)),
    )
    .orderBy(asc(carrierReviews.answeredAt));
  const refusal = rows.find((r) => r.state === 'rejected');
  if (refusal) {
    const reason = `${carrierName(refusal.carrier as CarrierCode)}：${refusal.reason}`;
    await advance(tx, current, 'carrierReject', {
      actorUserId: null,
      reason,
      now,
      set: { rejectReason: reason },
    });
    await postNotice(tx, {
      companyId: current.companyId,
      title: '模板审核未通过',
      content: `模板“${current.name}”未通过运营商审核。原因：${reason}。您可修改后重新提交。`,
      now,
    });
    await queueWebhookEvent(
      tx,
      current.companyId,
      templateReviewEvent(current, 'carrier', reason, null),
      now,
    );
    return;
  }
  if (rows.some((r) => r.state === 'pending')) return;
  const expiresAt = new Date(now.getTime() + templateLimits.validityDays * dayMs);
  await advance(tx, current, 'carrierApprove', {
    actorUserId: null,
    now,
    set: { approvedAt: now, expiresAt },
  });
  await postNotice(tx, {
    companyId: current.companyId,
    title: '模板审核通过',
    content: `模板“${current.name}”已通过审核，有效期7天，过期后不可发送。`,
    now,
  });
  await queueWebhookEvent(
    tx,
    current.companyId,
    templateReviewEvent(current, 'carrier', null, expiresAt),
    now,
  );
}

export function templateSubmissionBuilder(db: Db, store: UploadStore): SubmissionBuilder {
  return async (templateId, carrier, now) => {
    const [row] = await db
      .select({
        template: templates,
        chatbotName: chatbots.name,
        chatbotIds: chatbots.carrierChatbotIds,
      })
      .from(templates)
      .innerJoin(chatbots, eq(chatbots.id, templates.chatbotId))
      .where(eq(templates.id, templateId));
    if (!row || row.template.status !== templateStatus.carrierReview || row.template.deletedAt) {
      return 'gone';
    }
    const registration = await db
      .select({ state: carrierReviews.state })
      .from(carrierReviews)
      .where(
        and(
          eq(carrierReviews.subjectKind, 'chatbot'),
          eq(carrierReviews.subjectId, row.template.chatbotId),
          eq(carrierReviews.carrier, carrier),
        ),
      );
    // A carrier reviews templates of service accounts it has registered.
    if (registration[0]?.state !== 'approved') return 'wait';
    const content = templateContent.parse(row.template.content);
    return {
      subject: 'template',
      subjectId: templateId.toString(),
      carrier,
      chatbotName: row.chatbotName,
      chatbotUri: row.chatbotIds[carrier] ?? null,
      message: await templateGsmaMessage(db, store, content, now),
    };
  };
}

/** A template's GSMA message, its files as signed URLs (for carrier review and for sending). */
export async function templateGsmaMessage(
  db: Db,
  store: UploadStore,
  content: TemplateContent,
  now: Date,
) {
  const files = await materialFiles(db, store, templateMediaIds(content).map(BigInt), now);
  return toGsmaMessage(content, files);
}

/** The management platform's template queue: what waits first, oldest review start first. */
export async function templateQueue(
  db: Db,
  store: UploadStore,
  query: { page: number; pageSize: number; status?: number },
  now: Date,
) {
  const status = query.status ?? templateStatus.platformReview;
  const where = and(eq(templates.status, status), isNull(templates.deletedAt));
  const { total, rows } = await pageOf(
    db,
    query,
    templates,
    where,
    db
      .select()
      .from(templates)
      .where(where)
      .orderBy(asc(templates.reviewStartAt), asc(templates.id))
      .$dynamic(),
  );
  const [views, names] = await Promise.all([
    templateViews(db, store, rows, now),
    companyNames(
      db,
      rows.map((r) => r.companyId),
    ),
  ]);
  return {
    total,
    list: views.map((view, i) => {
      const row = rows[i]!;
      return {
        ...view,
        companyName: names.get(row.companyId)!.name,
        waitedMinutes:
          row.status === templateStatus.platformReview && row.reviewStartAt
            ? minutesWaited(row.reviewStartAt, now)
            : null,
      };
    }),
  };
}

/** The public template library, filtered by industry and kind, in its curated order. */
export async function listLibrary(
  db: Db,
  store: UploadStore,
  query: { page: number; pageSize: number; industry?: IndustryCode; kind?: TemplateKind },
  now: Date,
) {
  const where = and(
    query.industry ? eq(libraryTemplates.industry, query.industry) : undefined,
    query.kind ? eq(libraryTemplates.kind, query.kind) : undefined,
  );
  const { total, rows } = await pageOf(
    db,
    query,
    libraryTemplates,
    where,
    db.select().from(libraryTemplates).where(where).orderBy(asc(libraryTemplates.sort)).$dynamic(),
  );
  const mediaIds = [
    ...new Set(rows.flatMap((r) => templateMediaIds(r.content as TemplateContent))),
  ];
  const media = mediaIds.length
    ? await db
        .select()
        .from(libraryMedia)
        .where(inArray(libraryMedia.id, mediaIds.map(BigInt)))
    : [];
  return {
    total,
    list: rows.map((row) => {
      const content = row.content as TemplateContent;
      const own = templateMediaIds(content);
      return {
        id: row.id.toString(),
        name: row.name,
        industry: row.industry as IndustryCode,
        kind: row.kind as TemplateKind,
        description: row.description,
        content,
        variables: templateVariables(content),
        materials: media
          .filter((m) => own.includes(m.id.toString()))
          .map((m) => ({
            id: m.id.toString(),
            kind: 'image' as const,
            name: m.name,
            url: signedFileUrl(store, m.uploadId, now),
            coverUrl: null,
            durationSeconds: null,
          })),
      };
    }),
  };
}
