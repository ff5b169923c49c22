import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ref } from '../db/columns.ts';
import { reviewedContentColumns, statusHistoryColumns } from '../lib/reviewed-content-columns.ts';
import { companies, users } from '../accounts/tables.ts';

/**
 * A micro-propagation article (微传播) of a company. `document` is the version being edited
 * (autosaved) and `html` its sanitised rendering, for the previews; each submission for review
 * freezes both as a numbered row of `article_versions`, and the public page serves `liveVersion`
 * until a newer one passes review.
 */
export const articles = pgTable(
  'articles',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    /** The contract's `articleDocument` being edited. */
    document: jsonb('document').notNull(),
    /** `document`'s body rendered and sanitised, stored at every save. */
    html: text('html').notNull(),
    ...reviewedContentColumns(),
    /** When the live version passed review. */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_company_idx').on(t.companyId, t.updatedAt),
    index('articles_review_idx').on(t.status, t.submittedAt),
  ],
);

/** Each version of an article as it was submitted for review: never changed once written. */
export const articleVersions = pgTable(
  'article_versions',
  {
    id: id(),
    articleId: ref('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    document: jsonb('document').notNull(),
    html: text('html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('article_versions_key').on(t.articleId, t.version)],
);

/** Every status change of an article, with who (null: the system) and when. */
export const articleEvents = pgTable(
  'article_events',
  {
    id: id(),
    articleId: ref('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    ...statusHistoryColumns(),
  },
  (t) => [index('article_events_article_idx').on(t.articleId, t.createdAt)],
);

/**
 * Views of an article's public page per China-time day: page views, unique visitors (counted in
 * `article_visitors`) and shares; `chargedAt` is when that day's use of paid features was paid.
 */
export const articleDailyViews = pgTable(
  'article_daily_views',
  {
    articleId: ref('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** yyyymmdd in China Standard Time. */
    day: text('day').notNull(),
    pv: integer('pv').notNull().default(0),
    uv: integer('uv').notNull().default(0),
    shares: integer('shares').notNull().default(0),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day] })],
);

/**
 * The visitors of a day, to count each once: a keyed hash of the visitor's id, never the id, the
 * address or anything else about them.
 */
export const articleVisitors = pgTable(
  'article_visitors',
  {
    articleId: ref('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    visitorHash: text('visitor_hash').notNull(),
  },
  (t) => [primaryKey({ columns: [t.articleId, t.day, t.visitorHash] })],
);

/**
 * A temporary share-preview link (/article_temp): the article as being edited, for one hour, to
 * the whitelisted mobile numbers only (each proved by an SMS code).
 */
export const articleTempLinks = pgTable(
  'article_temp_links',
  {
    id: id(),
    articleId: ref('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    /** The link's key: random, unguessable, never reused. */
    token: text('token').notNull(),
    mobiles: text('mobiles').array().notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('article_temp_links_token_key').on(t.token),
    index('article_temp_links_article_idx').on(t.articleId),
  ],
);
