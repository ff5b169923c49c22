import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import {
  articleDocument,
  articlePaidFeatures,
  publicArticleState,
  type ArticleDocument,
} from '../contract/article-document.ts';
import { type ContentReviewStatus, contentReviewStatus } from '../contract/content-review.ts';
import type {
  ArticleDetail,
  ArticleSummary,
  ManageArticle,
} from '../contract/schemas/micro-propagation.ts';
import { articleContentPath } from '../contract/web-routes.ts';
import type { Db } from '../db/client.ts';
import { companyNames } from '../accounts/accounts.ts';
import { compactDayOf, chinaTimeOf } from '../lib/calendar.ts';
import { containing, pageOf, type PageRequest } from '../lib/lists.ts';
import { paidFeaturesPayable } from './charges.ts';
import type { ArticleRow } from './lifecycle.ts';
import { articleDailyViews, articles, articleVersions } from './tables.ts';

type Version = { document: ArticleDocument; html: string };

/** Some versions of articles, keyed `${articleId}:${version}`. */
async function versionsOf(db: Db, wanted: { id: bigint; version: number | null }[]) {
  const pairs = wanted.filter((w): w is { id: bigint; version: number } => w.version !== null);
  if (pairs.length === 0) return new Map<string, Version>();
  const keys = new Set(pairs.map((p) => `${p.id}:${p.version}`));
  const rows = await db
    .select()
    .from(articleVersions)
    .where(
      inArray(
        articleVersions.articleId,
        pairs.map((p) => p.id),
      ),
    );
  return new Map(
    rows
      .filter((r) => keys.has(`${r.articleId}:${r.version}`))
      .map((r) => [
        `${r.articleId}:${r.version}`,
        { document: articleDocument.parse(r.document), html: r.html },
      ]),
  );
}

/** Page views and visitors today (China time), all page views and shares, per article. */
async function viewCounts(db: Db, ids: bigint[], now: Date) {
  if (ids.length === 0)
    return new Map<bigint, Record<'pvToday' | 'uvToday' | 'pv' | 'shares', number>>();
  const today = compactDayOf(now);
  const rows = await db
    .select({
      id: articleDailyViews.articleId,
      pv: sql<number>`coalesce(sum(${articleDailyViews.pv}), 0)::int`,
      shares: sql<number>`coalesce(sum(${articleDailyViews.shares}), 0)::int`,
      pvToday: sql<number>`coalesce(sum(${articleDailyViews.pv}) filter (where ${articleDailyViews.day} = ${today}), 0)::int`,
      uvToday: sql<number>`coalesce(sum(${articleDailyViews.uv}) filter (where ${articleDailyViews.day} = ${today}), 0)::int`,
    })
    .from(articleDailyViews)
    .where(inArray(articleDailyViews.articleId, ids))
    .groupBy(articleDailyViews.articleId);
  return new Map(rows.map(({ id, ...counts }) => [id, counts]));
}

/** The list's and the detail's view of some articles, with their public versions. */
async function summaries(db: Db, rows: ArticleRow[], now: Date) {
  const live = rows.filter(
    (r) => r.liveVersion !== null && r.status !== contentReviewStatus.invalid,
  );
  const [versions, counts, payable] = await Promise.all([
    versionsOf(
      db,
      live.map((r) => ({ id: r.id, version: r.liveVersion })),
    ),
    viewCounts(
      db,
      rows.map((r) => r.id),
      now,
    ),
    paidFeaturesPayable(db, live, now),
  ]);
  return rows.map((row) => {
    const liveDocument = versions.get(`${row.id}:${row.liveVersion}`)?.document ?? null;
    const edited = articleDocument.parse(row.document);
    const views = counts.get(row.id) ?? { pvToday: 0, uvToday: 0, pv: 0, shares: 0 };
    const summary: ArticleSummary = {
      id: row.id.toString(),
      title: row.title,
      coverUrl: (liveDocument ?? edited).cover?.src ?? null,
      status: row.status as ContentReviewStatus,
      live: liveDocument !== null,
      publicUrl: liveDocument ? articleContentPath(row.id.toString()) : null,
      publicState: liveDocument
        ? publicArticleState(liveDocument, {
            paidFeaturesPayable: payable.get(row.id) ?? false,
            viewsToday: views.pvToday,
          })
        : null,
      paidFeatures: articlePaidFeatures(liveDocument ?? edited),
      viewsToday: views.pvToday,
      visitorsToday: views.uvToday,
      viewsTotal: views.pv,
      sharesTotal: views.shares,
      publishTime: row.publishedAt ? chinaTimeOf(row.publishedAt) : null,
      updateTime: chinaTimeOf(row.updatedAt),
    };
    return { summary, edited, liveDocument };
  });
}

/** 我的微传播 and 微传播草稿箱 (`drafts`): the company's articles, last changed first. */
export async function listArticles(
  db: Db,
  companyId: bigint,
  query: PageRequest & { status?: ContentReviewStatus; drafts: boolean; keyword: string },
  now: Date,
) {
  const status = query.drafts ? contentReviewStatus.draft : query.status;
  const where = and(
    eq(articles.companyId, companyId),
    status === undefined ? undefined : eq(articles.status, status),
    query.keyword ? ilike(articles.title, containing(query.keyword)) : undefined,
  );
  const { total, rows } = await pageOf(
    db,
    query,
    articles,
    where,
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(desc(articles.updatedAt), desc(articles.id))
      .$dynamic(),
  );
  return { total, list: (await summaries(db, rows, now)).map((s) => s.summary) };
}

/** Some of the company's articles by id, as its list shows them; ids it has not are left out. */
export async function articlesByIds(
  db: Db,
  companyId: bigint,
  ids: readonly bigint[],
  now: Date,
): Promise<ArticleSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(articles)
    .where(and(eq(articles.companyId, companyId), inArray(articles.id, [...ids])));
  return (await summaries(db, rows, now)).map((s) => s.summary);
}

/** One article: the document being edited with its HTML, and the public one. */
export async function articleDetail(db: Db, row: ArticleRow, now: Date): Promise<ArticleDetail> {
  const [{ summary, edited, liveDocument }] = (await summaries(db, [row], now)) as [
    Awaited<ReturnType<typeof summaries>>[number],
  ];
  return {
    ...summary,
    document: edited,
    html: row.html,
    liveDocument,
    liveVersion: liveDocument ? row.liveVersion : null,
    rejectReason: row.rejectReason,
  };
}

/** The management platform's review queue: what waits for review first, oldest first. */
export async function articleQueue(db: Db, query: PageRequest & { status?: number }) {
  const where = eq(articles.status, query.status ?? contentReviewStatus.review);
  const { total, rows } = await pageOf(
    db,
    query,
    articles,
    where,
    db
      .select()
      .from(articles)
      .where(where)
      .orderBy(asc(articles.submittedAt), asc(articles.id))
      .$dynamic(),
  );
  const [versions, names] = await Promise.all([
    versionsOf(db, [
      ...rows.map((r) => ({ id: r.id, version: r.reviewVersion })),
      ...rows.map((r) => ({ id: r.id, version: r.liveVersion })),
    ]),
    companyNames(
      db,
      rows.map((r) => r.companyId),
    ),
  ]);
  const list = rows.map((row): ManageArticle => {
    const reviewed = versions.get(`${row.id}:${row.reviewVersion}`) ?? {
      document: articleDocument.parse(row.document),
      html: row.html,
    };
    return {
      id: row.id.toString(),
      companyName: names.get(row.companyId)?.name ?? '',
      title: row.title,
      status: row.status as ContentReviewStatus,
      submitTime: row.submittedAt ? chinaTimeOf(row.submittedAt) : null,
      document: reviewed.document,
      html: reviewed.html,
      paidFeatures: articlePaidFeatures(reviewed.document),
      liveDocument:
        row.liveVersion !== null && row.liveVersion !== row.reviewVersion
          ? (versions.get(`${row.id}:${row.liveVersion}`)?.document ?? null)
          : null,
    };
  });
  return { total, list };
}
