import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { codes } from '../contract/codes.ts';
import {
  articleDayCharge,
  articlePaidFeatureNames,
  articlePaidFeatures,
  type ArticleDocument,
} from '../contract/article-document.ts';
import type { Db, Tx } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { compactDayOf } from '../lib/calendar.ts';
import { currentBalance, debit } from '../ledger/ledger.ts';
import { articleDailyViews } from './tables.ts';

/**
 * What micro-propagation costs. An article using paid-exclusive features (video blocks, 不限访问量;
 * `articlePaidFeatures`) draws `articleDayCharge` unit of the micro-propagation/micro-app balance
 * (bill category 2) for each China-time day its public page is opened, with a kind-4 consumption
 * entry, at the day's first view. When the balance cannot pay, the page is paused (spec §4).
 */
export const microPropagationCategory = 2;

/**
 * Pays the day of `now` for a live article with paid features, in the transaction that records
 * the view; a day already paid, or an article without paid features, costs nothing. False when
 * the balance cannot pay (nothing is written then, and the page shows the pause).
 */
export async function payArticleDay(
  tx: Tx,
  article: { id: bigint; companyId: bigint; title: string },
  document: ArticleDocument,
  now: Date,
): Promise<boolean> {
  const features = articlePaidFeatures(document);
  if (features.length === 0) return true;
  const day = compactDayOf(now);
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

/**
 * Whether the public pages of these articles can show their paid features today: the day is paid
 * already, or the company's balance can pay it. Keyed by article id.
 */
export async function paidFeaturesPayable(
  db: Db,
  articles: readonly { id: bigint; companyId: bigint }[],
  now: Date,
): Promise<Map<bigint, boolean>> {
  const payable = new Map<bigint, boolean>();
  if (articles.length === 0) return payable;
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
      payable.set(a.id, true);
      continue;
    }
    if (!balances.has(a.companyId)) {
      balances.set(
        a.companyId,
        await currentBalance(db, a.companyId, microPropagationCategory, now),
      );
    }
    payable.set(a.id, balances.get(a.companyId)! >= articleDayCharge);
  }
  return payable;
}
