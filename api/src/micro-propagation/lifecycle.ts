import { randomBytes } from 'node:crypto';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import {
  articleDocument,
  tempLinkRules,
  type ArticleBlock,
  type ArticleDocument,
} from '../contract/article-document.ts';
import { contentReviewStatus } from '../contract/content-review.ts';
import { articleContentPath, articleMediaPath, articleTempPath } from '../contract/web-routes.ts';
import type { Db, Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { ApiError, notFound } from '../errors.ts';
import { standingOf } from '../ledger/standings.ts';
import { companyMaterials, keepMaterials } from '../messaging/materials.ts';
import { reviewedContent } from '../lib/reviewed-content.ts';
import { chinaTimeOf } from '../lib/calendar.ts';
import type { UploadStore } from '../uploads/store.ts';
import { imageSizes, type ImageSize } from './media.ts';
import { renderArticleBody } from './render.ts';
import { articleEvents, articles, articleTempLinks, articleVersions } from './tables.ts';

export type ArticleRow = typeof articles.$inferSelect;
type Author = { id: bigint; companyId: bigint };

const lifecycleMessages = {
  invalid: '已失效的微传播不能修改',
  trialLimit: '试用客户只能创建一个微传播，升级为普通客户后不限数量',
  materialMissing: '素材不存在或已删除，请重新选择',
  materialKind: '素材类型不符，请重新选择',
} as const;

const refused = (message: string) => new ApiError(codes.invalidRequest, message, 400);

const lifecycle = reviewedContent({
  table: articles,
  history: articleEvents,
  historyKey: 'articleId',
  versions: articleVersions,
  versionKey: 'articleId',
  noun: '微传播',
  approved: (row) => `已通过审核并发布，访问链接：${articleContentPath(row.id.toString())}`,
  stillLive: '线上版本照常访问',
});
const { advance } = lifecycle;

/** One of the company's articles (any company's for `null`), locked in a transaction; 1404 otherwise. */
export async function findArticle(db: Db | Tx, companyId: bigint | null, id: bigint, lock = false) {
  const query = db
    .select()
    .from(articles)
    .where(
      and(eq(articles.id, id), companyId === null ? undefined : eq(articles.companyId, companyId)),
    );
  const [row] = await (lock ? query.for('update') : query);
  if (!row) throw notFound('微传播');
  return row;
}

/**
 * A trial account holds one micro-propagation (spec §1): any not withdrawn counts, checked with
 * the company's articles counted in the creating transaction.
 */
async function checkTrialLimit(tx: Tx, companyId: bigint, now: Date) {
  const standing = await standingOf(tx as Db, companyId, now);
  if (standing.levelId !== 0) return;
  const [held] = await tx
    .select({ n: count() })
    .from(articles)
    .where(
      and(eq(articles.companyId, companyId), ne(articles.status, contentReviewStatus.invalid)),
    );
  if (held!.n > 0) throw new ApiError(codes.levelTooLow, lifecycleMessages.trialLimit);
}

type MediaKind = 'image' | 'video' | 'audio';

/** The blocks with `change` applied to each media block, lists' contents included. */
function mapMedia(
  blocks: readonly ArticleBlock[],
  change: (block: Extract<ArticleBlock, { type: MediaKind }>) => ArticleBlock,
): ArticleBlock[] {
  return blocks.map((b) => {
    if (b.type === 'image' || b.type === 'video' || b.type === 'audio') return change(b);
    if (b.type === 'bulletList' || b.type === 'orderedList') {
      return {
        ...b,
        content: b.content.map((item) => ({
          ...item,
          content: mapMedia(item.content, change) as typeof item.content,
        })),
      };
    }
    return b;
  });
}

/** The sizes of the images `document` holds, by material id. */
function storedImageSizes(document: ArticleDocument | null) {
  const sizes = new Map<string, ImageSize>();
  mapMedia(document?.body.content ?? [], (b) => {
    if (b.type === 'image' && b.attrs.width && b.attrs.height) {
      sizes.set(b.attrs.materialId, { width: b.attrs.width, height: b.attrs.height });
    }
    return b;
  });
  return sizes;
}

/**
 * The document with every material checked (the company's own, not deleted, of the block's kind;
 * the cover an image) and shown at the article's stable media paths, so that the stored document
 * and its HTML never hold a signed URL that expires; each image with its size, as `stored` (the
 * document saved before) has it or read from the file. Returns the materials used too.
 */
async function withArticleMedia(
  tx: Tx,
  store: UploadStore,
  companyId: bigint,
  articleId: bigint,
  document: ArticleDocument,
  stored: ArticleDocument | null,
): Promise<{ document: ArticleDocument; materialIds: bigint[] }> {
  const wanted: { materialId: string; kind: MediaKind }[] = [];
  if (document.cover) wanted.push({ materialId: document.cover.materialId, kind: 'image' });
  mapMedia(document.body.content, (b) => {
    wanted.push({ materialId: b.attrs.materialId, kind: b.type });
    return b;
  });
  const rows = await companyMaterials(
    tx,
    companyId,
    wanted.map((w) => w.materialId),
  );
  const byId = new Map(rows.map((r) => [r.id.toString(), r]));
  for (const w of wanted) {
    const row = byId.get(w.materialId);
    if (!row) throw refused(lifecycleMessages.materialMissing);
    if (row.kind !== w.kind) throw refused(lifecycleMessages.materialKind);
  }
  const sizes = storedImageSizes(stored);
  const unmeasured = wanted.filter((w) => w.kind === 'image' && !sizes.has(w.materialId));
  const measured = await imageSizes(
    tx,
    store,
    rows.filter((r) => unmeasured.some((w) => w.materialId === r.id.toString())),
  );
  const path = (materialId: string, cover = false) =>
    articleMediaPath(articleId.toString(), materialId, cover);
  const body = mapMedia(document.body.content, (b) => {
    const src = path(b.attrs.materialId);
    if (b.type === 'image') {
      const size = sizes.get(b.attrs.materialId) ?? measured.get(b.attrs.materialId);
      const attrs = { ...b.attrs, src, width: size?.width ?? null, height: size?.height ?? null };
      return { ...b, attrs };
    }
    if (b.type !== 'video') return { ...b, attrs: { ...b.attrs, src } } as ArticleBlock;
    const hasCover = byId.get(b.attrs.materialId)!.coverUploadId !== null;
    return {
      ...b,
      attrs: { ...b.attrs, src, poster: hasCover ? path(b.attrs.materialId, true) : null },
    };
  });
  return {
    document: {
      ...document,
      cover: document.cover && { ...document.cover, src: path(document.cover.materialId) },
      body: { ...document.body, content: body },
    },
    materialIds: rows.map((r) => r.id),
  };
}

/**
 * Autosave: creates the article on its first save (a trial account holding none), updates a
 * draft, and turns a passed or rejected article into a new draft (`edit`) while its passed version
 * stays public. An article in review or withdrawn is not changed. The body's HTML is rendered and
 * stored beside the document, its images sized from their files (`store`); the materials it uses
 * stop expiring.
 */
export async function saveArticle(
  db: Db,
  store: UploadStore,
  author: Author,
  input: { id?: string; document: ArticleDocument },
  now: Date,
) {
  return db.transaction(async (tx) => {
    let current: ArticleRow | null = null;
    if (input.id === undefined) {
      // Concurrent first saves of one company queue here, so the trial limit holds.
      await tx.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`article-create:${author.companyId}`}))`,
      );
      await checkTrialLimit(tx, author.companyId, now);
    } else {
      current = await findArticle(tx, author.companyId, BigInt(input.id), true);
      lifecycle.checkEditable(current);
    }
    const id = current?.id ?? newId(now.getTime());
    const { document, materialIds } = await withArticleMedia(
      tx,
      store,
      author.companyId,
      id,
      input.document,
      current && articleDocument.parse(current.document),
    );
    await keepMaterials(tx, materialIds);
    const set = { document, title: document.title, html: await renderArticleBody(document.body) };
    if (!current) {
      const [created] = await tx
        .insert(articles)
        .values({
          ...set,
          id,
          companyId: author.companyId,
          createdBy: author.id,
          status: contentReviewStatus.draft,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      return created!;
    }
    if (current.status === contentReviewStatus.draft) {
      const [saved] = await tx
        .update(articles)
        .set({ ...set, updatedAt: now })
        .where(eq(articles.id, current.id))
        .returning();
      return saved!;
    }
    return advance(tx, current, 'edit', { actorUserId: author.id, now, set });
  });
}

/** Submits the edited document for review as a new, frozen version; a public version stays public. */
export async function submitArticle(db: Db, author: Author, id: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findArticle(tx, author.companyId, id, true);
    const frozen = { document: current.document, html: current.html };
    return lifecycle.submitVersion(tx, current, frozen, author.id, now);
  });
}

/** Takes an article down: its public page answers 内容不存在或已下线 and it is 已失效. */
export async function invalidateArticle(db: Db, author: Author, id: bigint, now: Date) {
  return db.transaction(async (tx) => {
    const current = await findArticle(tx, author.companyId, id, true);
    return advance(tx, current, 'invalidate', { actorUserId: author.id, now });
  });
}

/** Deletes an article that never went public and is not in review, with all that hangs on it. */
export async function deleteArticle(db: Db, author: Author, id: bigint) {
  await db.transaction(async (tx) => {
    lifecycle.checkDeletable(await findArticle(tx, author.companyId, id, true));
    await tx.delete(articles).where(eq(articles.id, id));
  });
}

/**
 * The management platform's decision on the version in review (`decideReview`); approved, the
 * article is published now.
 */
export async function reviewArticle(
  db: Db,
  decision: { id: bigint; approve: boolean; reason?: string },
  actorUserId: bigint,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const current = await findArticle(tx, null, decision.id, true);
    await lifecycle.decideReview(tx, current, decision, actorUserId, now, { publishedAt: now });
  });
}

/**
 * A temporary share-preview link to the article as being edited (spec §5): valid one hour, opened
 * only by the given numbers, each proved by an SMS code on the link's page.
 */
export async function createTempLink(
  db: Db,
  author: Author,
  input: { id: string; mobiles: string[] },
  now: Date,
) {
  const article = await findArticle(db, author.companyId, BigInt(input.id));
  if (article.status === contentReviewStatus.invalid) throw refused(lifecycleMessages.invalid);
  const token = randomBytes(18).toString('base64url');
  const expiresAt = new Date(now.getTime() + tempLinkRules.validMinutes * 60_000);
  await db.insert(articleTempLinks).values({
    id: newId(now.getTime()),
    articleId: article.id,
    token,
    mobiles: input.mobiles,
    createdBy: author.id,
    expiresAt,
    createdAt: now,
  });
  return {
    url: articleTempPath(token),
    mobiles: input.mobiles,
    expireTime: chinaTimeOf(expiresAt),
  };
}
