import { check, integer, jsonb, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, id, ref } from '../db/columns.ts';
import type { HelpSection } from '../contract/schemas/help.ts';
import type { SiteServiceIcon } from '../contract/schemas/site.ts';

/** Opening applications from the public home page (spec §3). */
export const openingApplications = pgTable('opening_applications', {
  id: id(),
  name: text('name').notNull(),
  tel: text('tel'),
  province: text('province').notNull(),
  city: text('city').notNull(),
  provinceName: text('province_name'),
  cityName: text('city_name'),
  company: text('company').notNull(),
  content: text('content').notNull(),
  email: text('email').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

/** Help-centre articles (spec §2 help centre). */
export const helpArticles = pgTable('help_articles', {
  id: integer('id').primaryKey(),
  menu: text('menu').notNull(),
  title: text('title').notNull(),
  sections: jsonb('sections').$type<HelpSection[]>().notNull(),
  sort: integer('sort').notNull(),
  updatedOn: text('updated_on').notNull(),
});

/** Home page banners: a poster and a video, as paths on the media host (spec §2 home page). */
export const siteBanners = pgTable('site_banners', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  cover: text('cover').notNull(),
  video: text('video').notNull(),
});

/** Home page service items. */
export const siteServices = pgTable('site_services', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  icon: text('icon').$type<SiteServiceIcon>().notNull(),
});

/** Home page industry scenario tabs. */
export const siteScenarios = pgTable('site_scenarios', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  title: text('title').notNull(),
  summary: text('summary').notNull(),
  points: jsonb('points').$type<string[]>().notNull(),
  image: text('image').notNull(),
});

/** Customer tiers as the home page presents them (spec §1); yearly spend in cents. */
export const siteTiers = pgTable('site_tiers', {
  levelId: smallint('level_id').primaryKey(),
  name: text('name').notNull(),
  yearlySpend: integer('yearly_spend'),
  benefits: jsonb('benefits').$type<string[]>().notNull(),
});

/** Authorised local service providers shown on the home page. */
export const siteProviders = pgTable('site_providers', {
  id: integer('id').primaryKey(),
  sort: integer('sort').notNull(),
  name: text('name').notNull(),
  region: text('region').notNull(),
  phone: text('phone').notNull(),
});

/**
 * The bank account customers remit to, shown by the settlement dialog, the order detail and the
 * help article 订购与支付: one row (id 1), entered on the management platform.
 */
export const sitePayeeAccount = pgTable(
  'site_payee_account',
  {
    id: smallint('id').primaryKey().default(1),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    /** The operator who saved it last; null when seeded. */
    updatedBy: ref('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('site_payee_account_single_row', sql`${t.id} = 1`)],
);
