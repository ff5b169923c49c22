import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  articleDocument,
  articlePaidFeatures,
  publicArticleState,
  publicArticleStates,
  tempLinkStates,
  type ArticleDocument,
  type TempLinkState,
} from '../contract/article-document.ts';
import { contentReviewStatus } from '../contract/content-review.ts';
import { codes } from '../contract/codes.ts';
import type { PublicArticle } from '../contract/schemas/micro-propagation.ts';
import { articleContentPath, articleMediaPath } from '../contract/web-routes.ts';
import type { Db } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { companyNames, checkVerifyCode, sendVerifyCode } from '../accounts/accounts.ts';
import type { MessageProvider } from '../accounts/messages.ts';
import { compactDayOf, chinaTimeOf } from '../lib/calendar.ts';
import { todaysPayments } from './charges.ts';
import {
  articleDailyViews,
  articles,
  articleTempLinks,
  articleVersions,
  articleVisitors,
} from './tables.ts';

/**
 * What citizens read of micro-propagation: the public article (its live version and state), its
 * views (each request of its page, counted by the service whether or not the page runs scripts),
 * the visitors and shares its page reports (visitors counted once a day by a keyed hash of an
 * anonymous id), and the temporary share link, opened by a whitelisted number proved by an SMS
 * code (the accounts domain's codes).
 */

type ArticleRow = typeof articles.$inferSelect;
type Shown = { document: ArticleDocument; html: string };

const notFound = () => new ApiError(codes.notFound, publicArticleStates.notFound);

/** The page's share data (spec §3). Reason and site are left to the share sheet's defaults (§9). */
function shareOf(row: ArticleRow, shown: Shown, origin: string, companyName: string) {
  const id = row.id.toString();
  const cover = shown.document.cover;
  return {
    title: shown.document.title,
    imgUrl: cover ? `${origin}${articleMediaPath(id, cover.materialId)}` : '',
    url: `${origin}${articleContentPath(id)}`,
    desc: shown.document.summary,
    source: companyName,
    reason: '',
    site: '',
  };
}

/** What a page shows of an article that is not public: that it is not found. */
export const articleNotFound = (id: string): PublicArticle => ({
  id,
  state: 'notFound',
  message: publicArticleStates.notFound,
  title: '',
  summary: '',
  coverUrl: null,
  html: '',
  mapPoint: null,
  related: [],
  share: null,
  publishTime: null,
  companyName: '',
  viewsTotal: 0,
});

async function liveVersionOf(db: Db, row: ArticleRow): Promise<Shown | null> {
  if (row.liveVersion === null || row.status === contentReviewStatus.invalid) return null;
  const [version] = await db
    .select({ document: articleVersions.document, html: articleVersions.html })
    .from(articleVersions)
    .where(
      and(eq(articleVersions.articleId, row.id), eq(articleVersions.version, row.liveVersion)),
    );
  return version ? { document: articleDocument.parse(version.document), html: version.html } : null;
}

async function viewsOf(db: Db, articleId: bigint, now: Date) {
  const today = compactDayOf(now);
  const [counts] = await db
    .select({
      total: sql<number>`coalesce(sum(${articleDailyViews.pv}), 0)::int`,
      today: sql<number>`coalesce(sum(${articleDailyViews.pv}) filter (where ${articleDailyViews.day} = ${today}), 0)::int`,
    })
    .from(articleDailyViews)
    .where(eq(articleDailyViews.articleId, articleId));
  return counts ?? { total: 0, today: 0 };
}

/** The article as a page shows it: `shown` (a version), in `state`, with its share data. */
async function publicView(
  db: Db,
  row: ArticleRow,
  shown: Shown,
  now: Date,
  origin: string,
  stateOf: (views: { today: number }) => Promise<PublicArticle['state']>,
): Promise<PublicArticle> {
  const [views, names] = await Promise.all([
    viewsOf(db, row.id, now),
    companyNames(db, [row.companyId]),
  ]);
  const companyName = names.get(row.companyId)?.name ?? '';
  const state = await stateOf(views);
  if (state !== 'open') {
    return { ...articleNotFound(row.id.toString()), state, message: publicArticleStates[state] };
  }
  const { document } = shown;
  return {
    id: row.id.toString(),
    state,
    message: '',
    title: document.title,
    summary: document.summary,
    coverUrl: document.cover
      ? articleMediaPath(row.id.toString(), document.cover.materialId)
      : null,
    html: shown.html,
    mapPoint: document.mapPoint,
    related: document.related,
    share: shareOf(row, shown, origin, companyName),
    publishTime: row.publishedAt ? chinaTimeOf(row.publishedAt) : null,
    companyName,
    viewsTotal: views.total,
  };
}

const articleRow = async (db: Db, id: string) => {
  const [row] = await db
    .select()
    .from(articles)
    .where(eq(articles.id, BigInt(id)));
  return row ?? null;
};

/**
 * The public article `id` (its live version): open, or not found (unknown, withdrawn, never
 * passed), paused (paid-exclusive features its company cannot pay for, spec §4) or at its daily
 * limit; and whether a view of it leaves today's paid features to charge. `origin` makes the
 * share data's addresses absolute.
 */
export async function findPublicArticlePage(
  db: Db,
  id: string,
  now: Date,
  origin: string,
): Promise<{ article: PublicArticle; chargeDue: boolean }> {
  const row = await articleRow(db, id);
  const live = row && (await liveVersionOf(db, row));
  if (!row || !live) return { article: articleNotFound(id), chargeDue: false };
  const usesPaidFeatures = articlePaidFeatures(live.document).length > 0;
  const payment = (await todaysPayments(db, [row], now)).get(row.id);
  const article = await publicView(db, row, live, now, origin, async (views) =>
    publicArticleState(live.document, {
      paidFeaturesPayable: payment !== 'unpayable',
      viewsToday: views.today,
    }),
  );
  return { article, chargeDue: usesPaidFeatures && payment === 'payable' };
}

/** The public article `id` as article/getOne and the pages show it (`findPublicArticlePage`). */
export const findPublicArticle = async (db: Db, id: string, now: Date, origin: string) =>
  (await findPublicArticlePage(db, id, now, origin)).article;

/** The article as being edited, as a temporary share link shows it (always open). */
async function editedArticle(db: Db, row: ArticleRow, now: Date, origin: string) {
  const shown = { document: articleDocument.parse(row.document), html: row.html };
  return publicView(db, row, shown, now, origin, async () => 'open');
}

/** The public page's link and share data (`/api/h5/article/getLink`); 1404 unless it is public. */
export async function publicArticleLink(db: Db, id: string, now: Date, origin: string) {
  const article = await findPublicArticle(db, id, now, origin);
  if (article.state === 'notFound' || !article.share) throw notFound();
  return { url: article.share.url, share: article.share };
}

/** A fresh anonymous visitor id, kept by the browser (a cookie): the only thing that counts visitors. */
export const newVisitorId = () => randomBytes(16).toString('base64url');

const dayRow = (articleId: bigint, day: string) =>
  and(eq(articleDailyViews.articleId, articleId), eq(articleDailyViews.day, day));

/**
 * Counts a view of the open public page of article `id` on the day of `now` (China time): each
 * request of the page, a revalidation answered 304 included (the reader opened it again).
 */
export async function recordPageView(db: Db, id: string, now: Date) {
  await db
    .insert(articleDailyViews)
    .values({ articleId: BigInt(id), day: compactDayOf(now), pv: 1 })
    .onConflictDoUpdate({
      target: [articleDailyViews.articleId, articleDailyViews.day],
      set: { pv: sql`${articleDailyViews.pv} + 1` },
    });
}

/**
 * Records what only the page's script knows of public article `id` on the day of `now` (China
 * time): a visitor, counted once a day by this visitor's keyed hash (the view itself was counted
 * when the page was requested), or a share. Only what is public counts: 1404 otherwise. The
 * visitor's id is hashed with `key` and the day, so the stored hash links no two days.
 */
export async function recordArticleEvent(
  db: Db,
  input: { id: string; event: 'view' | 'share'; visitorId: string },
  key: Buffer,
  now: Date,
) {
  const row = await articleRow(db, input.id);
  const live = row && (await liveVersionOf(db, row));
  if (!row || !live) throw notFound();
  const day = compactDayOf(now);
  await db.transaction(async (tx) => {
    await tx.insert(articleDailyViews).values({ articleId: row.id, day }).onConflictDoNothing();
    if (input.event === 'share') {
      await tx
        .update(articleDailyViews)
        .set({ shares: sql`${articleDailyViews.shares} + 1` })
        .where(dayRow(row.id, day));
      return;
    }
    const visitorHash = createHmac('sha256', key)
      .update(`${day}:${input.visitorId}`)
      .digest('base64url');
    const newVisitor = await tx
      .insert(articleVisitors)
      .values({ articleId: row.id, day, visitorHash })
      .onConflictDoNothing()
      .returning({ day: articleVisitors.day });
    if (newVisitor.length > 0) {
      await tx
        .update(articleDailyViews)
        .set({ uv: sql`${articleDailyViews.uv} + 1` })
        .where(dayRow(row.id, day));
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Temporary share links

/** The SMS-code purpose of a temporary share link's check (the accounts domain's codes). */
const tempLinkPurpose = 'articleTemp';

type TempLink = typeof articleTempLinks.$inferSelect;

/** A temporary link by its key: open until it expires; unknown keys read as expired. */
async function findTempLink(
  db: Db,
  token: string,
  now: Date,
): Promise<{ state: TempLinkState; link: TempLink | null }> {
  const [link] = await db.select().from(articleTempLinks).where(eq(articleTempLinks.token, token));
  if (!link || link.expiresAt <= now) return { state: 'expired', link: null };
  return { state: 'open', link };
}

const refused = (state: TempLinkState) => new ApiError(codes.invalidRequest, tempLinkStates[state]);

/**
 * Sends the SMS code that proves `mobile` on the link: refused with the link's message when it
 * has expired or the number is not on its list (no code is sent then).
 */
export async function sendTempLinkCode(
  db: Db,
  provider: MessageProvider,
  input: { token: string; mobile: string },
  now: Date,
) {
  const { state, link } = await findTempLink(db, input.token, now);
  if (!link) throw refused(state);
  if (!link.mobiles.includes(input.mobile)) throw refused('notWhitelisted');
  await sendVerifyCode(db, provider, input.mobile, tempLinkPurpose, now);
}

/**
 * What a browser keeps once it proved a number on a link: the number and a MAC over the link and
 * the number with `key`, so it cannot be made without the code check.
 */
export type TempLinkPass = { mobile: string; mac: string };

const passMac = (key: Buffer, link: TempLink, mobile: string) =>
  createHmac('sha256', key).update(`${link.id}:${mobile}`).digest('base64url');

/** Checks the SMS code for `mobile` on the link (used once) and gives the pass for it. */
export async function proveTempLinkMobile(
  db: Db,
  input: { token: string; mobile: string; smsCode: string },
  key: Buffer,
  now: Date,
): Promise<{ pass: TempLinkPass; expiresAt: Date }> {
  const { state, link } = await findTempLink(db, input.token, now);
  if (!link) throw refused(state);
  if (!link.mobiles.includes(input.mobile)) throw refused('notWhitelisted');
  await checkVerifyCode(db, input.mobile, tempLinkPurpose, input.smsCode, now, true);
  return {
    pass: { mobile: input.mobile, mac: passMac(key, link, input.mobile) },
    expiresAt: link.expiresAt,
  };
}

/**
 * The article behind a temporary link for a browser holding `pass`: expired, not whitelisted
 * (no pass, a pass of another link or number), or open with the article as being edited.
 */
export async function tempLinkArticle(
  db: Db,
  token: string,
  pass: TempLinkPass | null,
  key: Buffer,
  now: Date,
  origin: string,
): Promise<{ state: TempLinkState | 'unproved'; article: PublicArticle | null }> {
  const { state, link } = await findTempLink(db, token, now);
  if (!link) return { state, article: null };
  if (!pass) return { state: 'unproved', article: null };
  const expected = Buffer.from(passMac(key, link, pass.mobile));
  const given = Buffer.from(pass.mac);
  const valid =
    link.mobiles.includes(pass.mobile) &&
    expected.length === given.length &&
    timingSafeEqual(expected, given);
  if (!valid) return { state: 'notWhitelisted', article: null };
  const row = await articleRow(db, link.articleId.toString());
  if (!row || row.status === contentReviewStatus.invalid)
    return { state: 'expired', article: null };
  return { state: 'open', article: await editedArticle(db, row, now, origin) };
}

/** A key of its own for each use, derived from the service's signing secret. */
export const derivedKey = (secret: Buffer, use: 'visitor' | 'tempLinkPass') =>
  createHmac('sha256', secret).update(`article-${use}`).digest();
