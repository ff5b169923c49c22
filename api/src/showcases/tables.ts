import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
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
import { companies, users } from '../accounts/tables.ts';
import { materials } from '../messaging/tables.ts';
import type { CardAddress, CardContact, CardLinkKind } from '../contract/schemas/showcases.ts';

/** The contract's `showcaseStatus`: never published, public, taken down (下架). */
const status = () => text('status').notNull().default('draft');
const statusCheck = (name: string, column: AnyPgColumn) =>
  check(name, sql`${column} in ('draft', 'published', 'withdrawn')`);

/**
 * An e-album (电子画册) of a company: its pages are images of the material library. Publishing
 * takes one e-album from the balance the first time (`chargedAt`); saved edits of a published
 * album are public at once.
 */
export const albums = pgTable(
  'albums',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Null: the first page is the cover. */
    coverMaterialId: ref('cover_material_id').references(() => materials.id),
    status: status(),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('albums_company_idx').on(t.companyId, t.updatedAt),
    statusCheck('albums_status', t.status),
  ],
);

/** An album's pages in order (position 0 first). */
export const albumPages = pgTable(
  'album_pages',
  {
    albumId: ref('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    materialId: ref('material_id')
      .notNull()
      .references(() => materials.id),
    caption: text('caption').notNull().default(''),
  },
  (t) => [primaryKey({ columns: [t.albumId, t.position] })],
);

/** A preview link to an album as saved (/ebookTemp/{token}), open to anyone for one hour. */
export const albumTempLinks = pgTable(
  'album_temp_links',
  {
    id: id(),
    albumId: ref('album_id')
      .notNull()
      .references(() => albums.id, { onDelete: 'cascade' }),
    /** The link's key: random, unguessable, never reused. */
    token: text('token').notNull(),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('album_temp_links_token_key').on(t.token),
    index('album_temp_links_album_idx').on(t.albumId),
  ],
);

/**
 * A +媒体 item: a video or audio material with a cover, title and description, on the company
 * home while published. Publishing takes one +媒体 from the balance the first time (`chargedAt`).
 */
export const mediaItems = pgTable(
  'media_items',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    createdBy: ref('created_by')
      .notNull()
      .references(() => users.id),
    /** 'video' or 'audio': the material's kind. */
    kind: text('kind').notNull(),
    materialId: ref('material_id')
      .notNull()
      .references(() => materials.id),
    /** An image material. */
    coverMaterialId: ref('cover_material_id')
      .notNull()
      .references(() => materials.id),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: status(),
    chargedAt: timestamp('charged_at', { withTimezone: true }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('media_items_company_idx').on(t.companyId, t.updatedAt),
    statusCheck('media_items_status', t.status),
    check('media_items_kind', sql`${t.kind} in ('video', 'audio')`),
  ],
);

/**
 * A company's business card (商务名片), the head of its company home (/user-home/{publicId}):
 * public while published and the business-showcase period lasts.
 */
export const businessCards = pgTable(
  'business_cards',
  {
    id: id(),
    companyId: ref('company_id')
      .notNull()
      .references(() => companies.id),
    /** The company home's opaque id: random, never the company's id. */
    publicId: text('public_id').notNull(),
    name: text('name').notNull(),
    logoMaterialId: ref('logo_material_id').references(() => materials.id),
    contacts: jsonb('contacts').$type<CardContact[]>().notNull().default([]),
    /** The contract's address with the names of its regions as `text`. */
    address: jsonb('address').$type<CardAddress & { text: string }>(),
    introduction: text('introduction').notNull().default(''),
    /** The linked items in order. */
    links: jsonb('links').$type<{ kind: CardLinkKind; id: string }[]>().notNull().default([]),
    status: status(),
    updatedBy: ref('updated_by')
      .notNull()
      .references(() => users.id),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('business_cards_company_key').on(t.companyId),
    uniqueIndex('business_cards_public_id_key').on(t.publicId),
    statusCheck('business_cards_status', t.status),
  ],
);

/**
 * The pixel size of each image material a showcase shows, read once when a showcase first names
 * it, so the public pages give every image its width and height.
 */
export const showcaseImageSizes = pgTable('showcase_image_sizes', {
  materialId: ref('material_id')
    .primaryKey()
    .references(() => materials.id),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
});
