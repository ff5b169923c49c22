import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { regionTree } from '@p5g/regions/full';
import { streetsOf } from '@p5g/regions/streets';
import { codes } from '../contract/codes.ts';
import {
  blankBusinessCard,
  showcaseMessages,
  type BusinessCard,
  type CardAddress,
  type CardContact,
  type CardLink,
  type CardLinkKind,
  type ShowcaseStatus,
} from '../contract/schemas/showcases.ts';
import type { ShareData } from '../contract/schemas/micro-propagation.ts';
import { ebookPath, userHomePath } from '../contract/web-routes.ts';
import type { Db } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import { ApiError } from '../errors.ts';
import { companyNames } from '../accounts/accounts.ts';
import { dateOf, chinaTimeOf } from '../lib/calendar.ts';
import { companyMaterials } from '../messaging/materials.ts';
import { listMiniApps, miniAppsByIds } from '../micro-apps/views.ts';
import { articlesByIds, listArticles } from '../micro-propagation/views.ts';
import type { MiniAppSummary } from '../contract/schemas/micro-apps.ts';
import type { ArticleSummary } from '../contract/schemas/micro-propagation.ts';
import { signedFileUrl, type UploadStore } from '../uploads/store.ts';
import { albums, businessCards, mediaItems } from './tables.ts';
import { showcaseUntil } from './charges.ts';
import { imageSizes, showcaseImageOf, useImages } from './images.ts';

type CardRow = typeof businessCards.$inferSelect;
type Editor = { id: bigint; companyId: bigint };
type CardInput = {
  name: string;
  logoMaterialId: string | null;
  contacts: CardContact[];
  address: CardAddress | null;
  introduction: string;
  links: { kind: CardLinkKind; id: string }[];
};

const refused = (message: string) => new ApiError(codes.invalidRequest, message, 400);

/** The company's card; null until first saved. */
async function findCard(db: Db, companyId: bigint) {
  const [row] = await db.select().from(businessCards).where(eq(businessCards.companyId, companyId));
  return row ?? null;
}

/** A card by its company home's public id; null for an unknown id. */
export async function cardByPublicId(db: Db, publicId: string) {
  const [row] = await db.select().from(businessCards).where(eq(businessCards.publicId, publicId));
  return row ?? null;
}

/** A linkable item: what a card may link, with the page it opens and whether it is public now. */
type LinkTarget = CardLink & { url: string; coverMaterialId: bigint | null };

/** Every page of a company list read through another domain's list function (≤ 100 a page). */
async function everyPage<T>(read: (page: number) => Promise<{ total: number; list: T[] }>) {
  const all: T[] = [];
  for (let page = 1; ; page += 1) {
    const { total, list } = await read(page);
    all.push(...list);
    if (all.length >= total || list.length === 0) return all;
  }
}

/** Items a card may link, of each kind, before they are told apart by being public. */
type Linkables = {
  apps: MiniAppSummary[];
  articles: ArticleSummary[];
  albums: (typeof albums.$inferSelect)[];
  media: (typeof mediaItems.$inferSelect)[];
};

/**
 * The items as link targets by `kind:id`: micro-apps and articles (public while a version is
 * live), albums and +媒体 items (public while published). Items never public are absent; items
 * taken down are there with `available` false, so a card names them still.
 */
function targetsOf(items: Linkables, publicId: string | null): Map<string, LinkTarget> {
  const targets: LinkTarget[] = [
    ...[
      ...items.apps.map((a) => ({ ...a, kind: 'miniApp' as const })),
      ...items.articles.map((a) => ({ ...a, kind: 'article' as const })),
    ].flatMap((a) =>
      a.publicUrl
        ? [
            {
              kind: a.kind,
              id: a.id,
              title: a.title,
              available: a.live,
              url: a.publicUrl,
              coverMaterialId: null,
            },
          ]
        : [],
    ),
    ...items.albums
      .filter((a) => a.status !== 'draft')
      .map((a) => ({
        kind: 'album' as const,
        id: a.id.toString(),
        title: a.title,
        available: a.status === 'published',
        url: ebookPath(a.id.toString()),
        coverMaterialId: a.coverMaterialId,
      })),
    ...items.media
      .filter((m) => m.status !== 'draft')
      .map((m) => ({
        kind: 'media' as const,
        id: m.id.toString(),
        title: m.title,
        available: m.status === 'published',
        url: publicId ? `${userHomePath(publicId)}#media-${m.id}` : '',
        coverMaterialId: m.coverMaterialId,
      })),
  ];
  return new Map(targets.map((t) => [`${t.kind}:${t.id}`, t]));
}

/**
 * What these links of the company's card point at (see `targetsOf`), read by id from the
 * items' owners: a link to an item the company has not is absent.
 */
export async function linkTargets(
  db: Db,
  companyId: bigint,
  publicId: string | null,
  links: readonly { kind: CardLinkKind; id: string }[],
  now: Date,
): Promise<Map<string, LinkTarget>> {
  const idsOf = (kind: CardLinkKind) =>
    links.filter((l) => l.kind === kind).map((l) => BigInt(l.id));
  const [albumIds, mediaIds] = [idsOf('album'), idsOf('media')];
  const [apps, articles, albumRows, mediaRows] = await Promise.all([
    miniAppsByIds(db, companyId, idsOf('miniApp'), now),
    articlesByIds(db, companyId, idsOf('article'), now),
    albumIds.length === 0
      ? []
      : db
          .select()
          .from(albums)
          .where(and(eq(albums.companyId, companyId), inArray(albums.id, albumIds))),
    mediaIds.length === 0
      ? []
      : db
          .select()
          .from(mediaItems)
          .where(and(eq(mediaItems.companyId, companyId), inArray(mediaItems.id, mediaIds))),
  ]);
  return targetsOf({ apps, articles, albums: albumRows, media: mediaRows }, publicId);
}

/** cardLinkables: what the card may link now, micro-apps first. */
export async function cardLinkables(db: Db, companyId: bigint, now: Date): Promise<CardLink[]> {
  const query = (page: number) => ({ page, pageSize: 100, drafts: false, keyword: '' });
  const [card, apps, articles, albumRows, mediaRows] = await Promise.all([
    findCard(db, companyId),
    everyPage((page) => listMiniApps(db, companyId, query(page), now)),
    everyPage((page) => listArticles(db, companyId, query(page), now)),
    db.select().from(albums).where(eq(albums.companyId, companyId)).orderBy(desc(albums.updatedAt)),
    db
      .select()
      .from(mediaItems)
      .where(eq(mediaItems.companyId, companyId))
      .orderBy(desc(mediaItems.updatedAt)),
  ]);
  const targets = targetsOf(
    { apps, articles, albums: albumRows, media: mediaRows },
    card?.publicId ?? null,
  );
  return [...targets.values()]
    .filter((t) => t.available)
    .map(({ kind, id, title, available }) => ({ kind, id, title, available }));
}

/** The address's regions named (province, city, district, street), or a refusal. */
function namedAddress(address: CardAddress) {
  const province = regionTree.find((p) => p.code === address.provinceCode);
  const city = province?.children?.find((c) => c.code === address.cityCode);
  const district = city?.children?.find((d) => d.code === address.districtCode);
  if (!province || !city || !district) throw refused(showcaseMessages.regionMissing);
  const street = address.streetCode
    ? streetsOf(district.code).find((s) => s.code === address.streetCode)
    : null;
  if (street === undefined) throw refused(showcaseMessages.regionMissing);
  const cityName = city.name === province.name ? '' : city.name;
  const text = [province.name, cityName, district.name === city.name ? '' : district.name]
    .concat(street ? [street.name] : [], [address.detail])
    .join('');
  return { ...address, text };
}

/** The share data of the company home (spec §3); an ended showcase's say so. */
export function homeShare(
  card: CardRow,
  companyName: string,
  origin: string,
  logo: { src: string } | null,
  ended: boolean,
): ShareData {
  return {
    title: ended ? showcaseMessages.homeExpired : card.name,
    imgUrl: logo && !ended ? `${origin}${logo.src}` : '',
    url: `${origin}${userHomePath(card.publicId)}`,
    desc: ended ? `${card.name}的商务展示已到期` : card.introduction.slice(0, 60),
    source: companyName,
    reason: '',
    site: '',
  };
}

/** The card as the console edits it, with the period, the home's links and its share data. */
export async function cardView(
  db: Db,
  store: UploadStore,
  companyId: bigint,
  origin: string,
  now: Date,
): Promise<BusinessCard> {
  const [card, until] = await Promise.all([
    findCard(db, companyId),
    showcaseUntil(db, companyId, now),
  ]);
  const showcase = until ? dateOf(until) : null;
  if (!card) return blankBusinessCard(showcase);
  const [targets, logos, sizes, names] = await Promise.all([
    linkTargets(db, companyId, card.publicId, card.links, now),
    card.logoMaterialId ? companyMaterials(db, companyId, [card.logoMaterialId.toString()]) : [],
    imageSizes(db, card.logoMaterialId ? [card.logoMaterialId] : []),
    companyNames(db, [companyId]),
  ]);
  const logoSize = card.logoMaterialId ? sizes.get(card.logoMaterialId) : undefined;
  const logo =
    card.logoMaterialId && logoSize
      ? showcaseImageOf(`home-${card.publicId}`, card.logoMaterialId, logoSize)
      : null;
  const live = card.status === 'published' && until !== null;
  return {
    id: card.id.toString(),
    name: card.name,
    logoMaterialId: card.logoMaterialId?.toString() ?? null,
    logoUrl: logos[0] ? signedFileUrl(store, logos[0].uploadId, now) : null,
    contacts: card.contacts,
    address: card.address,
    introduction: card.introduction,
    links: card.links.map((l) => {
      const target = targets.get(`${l.kind}:${l.id}`);
      return {
        kind: l.kind,
        id: l.id,
        title: target?.title ?? '内容已删除',
        available: target?.available ?? false,
      };
    }),
    status: card.status as ShowcaseStatus,
    publicUrl: userHomePath(card.publicId),
    pcUrl: userHomePath(card.publicId, 'pc'),
    showcaseUntil: showcase,
    live,
    share: homeShare(card, names.get(companyId)?.name ?? '', origin, logo, until === null),
    publishTime: card.publishedAt && chinaTimeOf(card.publishedAt),
    updateTime: chinaTimeOf(card.updatedAt),
  };
}

/**
 * Saves the company's card (creating it, with its home's public id, on the first save): the logo
 * an image of the material library, the address's regions known, each link to an item of the
 * company's that is public now. A published card's edits are public at once.
 */
export async function saveCard(
  db: Db,
  store: UploadStore,
  editor: Editor,
  input: CardInput,
  now: Date,
) {
  const address = input.address && namedAddress(input.address);
  const current = await findCard(db, editor.companyId);
  const targets = await linkTargets(
    db,
    editor.companyId,
    current?.publicId ?? null,
    input.links,
    now,
  );
  for (const link of input.links) {
    if (!targets.get(`${link.kind}:${link.id}`)?.available) {
      throw refused(showcaseMessages.linkMissing);
    }
  }
  await db.transaction(async (tx) => {
    if (input.logoMaterialId) {
      await useImages(tx, store, editor.companyId, [input.logoMaterialId]);
    }
    const set = {
      name: input.name,
      logoMaterialId: input.logoMaterialId === null ? null : BigInt(input.logoMaterialId),
      contacts: input.contacts,
      address,
      introduction: input.introduction,
      links: input.links.map(({ kind, id }) => ({ kind, id })),
      updatedBy: editor.id,
      updatedAt: now,
    };
    await tx
      .insert(businessCards)
      .values({
        ...set,
        id: newId(now.getTime()),
        companyId: editor.companyId,
        publicId: randomBytes(12).toString('base64url'),
        createdAt: now,
      })
      .onConflictDoUpdate({ target: businessCards.companyId, set });
  });
}

/**
 * Publishes the company's saved card and its home: only within the business-showcase period
 * (refused otherwise, nothing written). Publishing costs nothing: the period was bought.
 */
export async function publishCard(db: Db, editor: Editor, now: Date) {
  const card = await findCard(db, editor.companyId);
  if (!card) throw refused('请先保存商务名片');
  if (!(await showcaseUntil(db, editor.companyId, now))) {
    throw new ApiError(codes.insufficientBalance, showcaseMessages.showcaseNotActive);
  }
  if (card.status === 'published') return;
  await db
    .update(businessCards)
    .set({ status: 'published', publishedAt: now, updatedBy: editor.id, updatedAt: now })
    .where(and(eq(businessCards.id, card.id), eq(businessCards.status, card.status)));
}

/** Takes the card and its home down (下架): the home answers 404. */
export async function unpublishCard(db: Db, editor: Editor, now: Date) {
  const card = await findCard(db, editor.companyId);
  if (card?.status !== 'published') {
    throw new ApiError(codes.messagingStateChanged, showcaseMessages.stateChanged);
  }
  await db
    .update(businessCards)
    .set({ status: 'withdrawn', updatedBy: editor.id, updatedAt: now })
    .where(eq(businessCards.id, card.id));
}
