import { and, eq, gt, inArray, isNotNull, isNull, ne } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import {
  articleDayCharge,
  articleDocument,
  articlePaidFeatureNames,
  articlePaidFeatures,
  type ArticleDocument,
} from '../contract/article-document.ts';
import type { Db, Tx } from '../db/client.ts';
import type { JobContext, JobDefinition } from '../jobs/queue.ts';
import { ApiError } from '../errors.ts';
import { compactDayOf, dayMs } from '../lib/calendar.ts';
import { availableBalance, debit } from '../ledger/ledger.ts';
import { contentReviewStatus } from '../contract/content-review.ts';
import { articleDailyViews, articles, articleVersions } from './tables.ts';

/**
 * What micro-propagation costs. An article using paid-exclusive features (video blocks, 不限访问量;
 * `articlePaidFeatures`) draws `articleDayCharge` unit of the micro-propagation/micro-app balance
 * (bill category 2) for each China-time day its public page is opened, with a kind-4 consumption
 * entry, by the job that the day's first counted view of the page wakes (`chargeViewedDays`).
 * When the balance cannot pay, the page is paused (spec §4).
 */
export const microPropagationCategory = 2;

/**
 * Pays `day` (yyyymmdd, China time) for a live article with paid features, once: the day's row is
 * locked, so concurrent payers charge it once. A day already paid, or an article without paid
 * features, costs nothing. False when the balance cannot pay (nothing is written then, and the
 * page shows the pause).
 */
export async function payArticleDay(
  tx: Tx,
  article: { id: bigint; companyId: bigint; title: string },
  document: ArticleDocument,
  day: string,
  now: Date,
): Promise<boolean> {
  const features = articlePaidFeatures(document);
  if (features.length === 0) return true;
  await tx.insert(articleDailyViews).values({ articleId: article.id, day }).onConflictDoNothing();
  const [row] = await tx
    .select({ chargedAt: articleDailyViews.chargedAt })
    .from(articleDailyViews)
    .where(and(eq(articleDailyViews.articleId, article.id), eq(articleDailyViews.day, day)))
    .for('update');
  if (row!.chargedAt) return true;
  const names = features.map((f) => articlePaidFeatureNames[f]).join('、');
  const paid = await debit(tx, {
    companyId: article.companyId,
    category: microPropagationCategory,
    kind: 4,
    quantity: articleDayCharge,
    now,
    description: `微传播「${article.title}」付费专享功能（${names}）`,
  }).then(
    () => true,
    (error: unknown) => {
      if (error instanceof ApiError && error.code === codes.insufficientBalance) return false;
      throw error;
    },
  );
  if (paid) {
    await tx
      .update(articleDailyViews)
      .set({ chargedAt: now })
      .where(and(eq(articleDailyViews.articleId, article.id), eq(articleDailyViews.day, day)));
  }
  return paid;
}

/** Where today's charge of an article's paid features stands. */
export type DayPayment = 'paid' | 'payable' | 'unpayable';

/**
 * Where today's charge of these articles stands: paid already, or still to pay and the company's
 * balance can (or cannot) pay it, read without writing: lists and page states are hot paths.
 * Keyed by article id.
 */
export async function todaysPayments(
  db: Db,
  articles: readonly { id: bigint; companyId: bigint }[],
  now: Date,
): Promise<Map<bigint, DayPayment>> {
  const payments = new Map<bigint, DayPayment>();
  if (articles.length === 0) return payments;
  const paidToday = await db
    .select({ articleId: articleDailyViews.articleId })
    .from(articleDailyViews)
    .where(
      and(
        inArray(
          articleDailyViews.articleId,
          articles.map((a) => a.id),
        ),
        eq(articleDailyViews.day, compactDayOf(now)),
        isNotNull(articleDailyViews.chargedAt),
      ),
    );
  const paid = new Set(paidToday.map((r) => r.articleId));
  const balances = new Map<bigint, number>();
  for (const a of articles) {
    if (paid.has(a.id)) {
      payments.set(a.id, 'paid');
      continue;
    }
    if (!balances.has(a.companyId)) {
      balances.set(
        a.companyId,
        await availableBalance(db, a.companyId, microPropagationCategory, now),
      );
    }
    payments.set(a.id, balances.get(a.companyId)! >= articleDayCharge ? 'payable' : 'unpayable');
  }
  return payments;
}

/** Whether the public pages of these articles can show their paid features today, by article id. */
export async function paidFeaturesPayable(
  db: Db,
  articles: readonly { id: bigint; companyId: bigint }[],
  now: Date,
): Promise<Map<bigint, boolean>> {
  const payments = await todaysPayments(db, articles, now);
  return new Map([...payments].map(([id, payment]) => [id, payment !== 'unpayable']));
}

/**
 * Pays the days that public pages of live articles were viewed on (today and yesterday, for views
 * counted just before midnight) and that are not paid yet; the job behind it is woken by a page
 * view of an article with paid features whose day is unpaid. Returns how many days were paid and
 * how many could not be.
 */
async function chargeViewedDays(db: Db, now: Date) {
  const days = [compactDayOf(new Date(now.getTime() - dayMs)), compactDayOf(now)];
  const due = await db
    .select({
      id: articles.id,
      companyId: articles.companyId,
      title: articles.title,
      day: articleDailyViews.day,
      document: articleVersions.document,
    })
    .from(articleDailyViews)
    .innerJoin(articles, eq(articles.id, articleDailyViews.articleId))
    .innerJoin(
      articleVersions,
      and(
        eq(articleVersions.articleId, articles.id),
        eq(articleVersions.version, articles.liveVersion),
      ),
    )
    .where(
      and(
        inArray(articleDailyViews.day, days),
        isNull(articleDailyViews.chargedAt),
        gt(articleDailyViews.pv, 0),
        ne(articles.status, contentReviewStatus.invalid),
      ),
    );
  const outcome = { paid: 0, unpaid: 0 };
  for (const { day, document, ...article } of due) {
    const parsed = articleDocument.parse(document);
    if (articlePaidFeatures(parsed).length === 0) continue;
    const paid = await db.transaction((tx) => payArticleDay(tx, article, parsed, day, now));
    outcome[paid ? 'paid' : 'unpaid'] += 1;
  }
  return outcome;
}

/** The job that pays viewed days (`chargeViewedDays`), woken by the article pages. */
export const articleDayChargesJob = 'article-day-charges';

/**
 * Micro-propagation's durable job: paying viewed days. No schedule: a wake-up lost leaves the day
 * unpaid, so the page's next view wakes it again.
 */
export const microPropagationJobs = (
  db: Db,
  { clock, log }: Pick<JobContext, 'clock' | 'log'>,
): JobDefinition[] => [
  {
    name: articleDayChargesJob,
    handler: async () => {
      const outcome = await chargeViewedDays(db, clock.now());
      if (outcome.paid + outcome.unpaid > 0) log(outcome, 'article day charges');
    },
  },
];
