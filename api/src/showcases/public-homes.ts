import {
  publicKeyPattern,
  showcaseMessages,
  type HomeLink,
  type HomeMedia,
  type MediaKind,
  type PublicUserHome,
} from '../contract/schemas/showcases.ts';
import { showcaseMediaPath } from '../contract/web-routes.ts';
import type { Db } from '../db/client.ts';
import { companyNames } from '../accounts/accounts.ts';
import { companyMaterials } from '../messaging/materials.ts';
import { albumCoverId, pagesOf, publishedAlbum } from './albums.ts';
import { cardByPublicId, homeShare, linkTargets } from './cards.ts';
import { showcaseUntil } from './charges.ts';
import { imageSizes, showcaseImageOf } from './images.ts';
import { publishedMediaItems } from './media-items.ts';

/**
 * What visitors see of a company home (/user-home/{id}): its published business card, the items
 * the card links that are still public, and every published +媒体 item, while the company's
 * business-showcase period lasts; otherwise what the page says instead (unknown or unpublished:
 * 404; the period ended: 410, with share data that say so).
 */

/** A company home that shows nothing: unknown or unpublished, or ended (with its share data). */
export const userHomeNotFound = (
  id: string,
  state: 'notFound' | 'expired' = 'notFound',
  share: PublicUserHome['share'] = null,
): PublicUserHome => ({
  id,
  state,
  message: state === 'expired' ? showcaseMessages.homeExpired : showcaseMessages.homeNotFound,
  name: '',
  logo: null,
  contacts: [],
  address: '',
  introduction: '',
  links: [],
  media: [],
  share,
});

/** The company home of a published card within the showcase period. */
export async function findPublicUserHome(
  db: Db,
  id: string,
  now: Date,
  origin: string,
): Promise<PublicUserHome> {
  const card = publicKeyPattern.test(id) ? await cardByPublicId(db, id) : null;
  if (card?.status !== 'published') return userHomeNotFound(id);
  const [until, names] = await Promise.all([
    showcaseUntil(db, card.companyId, now),
    companyNames(db, [card.companyId]),
  ]);
  const companyName = names.get(card.companyId)?.name ?? '';
  if (!until) {
    return userHomeNotFound(id, 'expired', homeShare(card, companyName, origin, null, true));
  }

  const [targets, mediaRows] = await Promise.all([
    linkTargets(db, card.companyId, id, card.links, now),
    publishedMediaItems(db, card.companyId),
  ]);
  const linked = card.links.flatMap((link) => {
    const target = targets.get(`${link.kind}:${link.id}`);
    return target?.available ? [target] : [];
  });
  // An album's cover is its chosen image or its first page, as its own page shows it.
  const albumCovers = new Map<string, bigint | null>();
  for (const target of linked.filter((t) => t.kind === 'album')) {
    const album = await publishedAlbum(db, BigInt(target.id));
    const pages = album ? ((await pagesOf(db, [album.id])).get(album.id) ?? []) : [];
    albumCovers.set(target.id, album ? albumCoverId(album, pages) : null);
  }
  const mediaCovers = new Map(mediaRows.map((m) => [m.id.toString(), m.coverMaterialId]));
  const coverOf = (kind: string, itemId: string) =>
    (kind === 'album'
      ? albumCovers.get(itemId)
      : kind === 'media'
        ? mediaCovers.get(itemId)
        : null) ?? null;

  const imageIds = [
    ...(card.logoMaterialId ? [card.logoMaterialId] : []),
    ...[...albumCovers.values(), ...mediaCovers.values()].filter((c) => c !== null),
  ];
  const [sizes, materials] = await Promise.all([
    imageSizes(db, imageIds),
    companyMaterials(
      db,
      card.companyId,
      mediaRows.map((m) => m.materialId.toString()),
    ),
  ]);
  const owner = `home-${id}`;
  const image = (materialId: bigint | null) => {
    const size = materialId === null ? undefined : sizes.get(materialId);
    return materialId !== null && size ? showcaseImageOf(owner, materialId, size) : null;
  };
  const logo = image(card.logoMaterialId);
  const durations = new Map(materials.map((m) => [m.id, m.durationSeconds]));

  const links: HomeLink[] = linked.map((target) => ({
    kind: target.kind,
    title: target.title,
    url: target.url,
    cover: image(coverOf(target.kind, target.id)),
  }));
  const media: HomeMedia[] = mediaRows.map((item) => ({
    id: item.id.toString(),
    kind: item.kind as MediaKind,
    title: item.title,
    description: item.description,
    src: showcaseMediaPath(item.id.toString()),
    cover: image(item.coverMaterialId),
    durationSeconds: durations.get(item.materialId) ?? null,
  }));
  return {
    id,
    state: 'open',
    message: '',
    name: card.name,
    logo,
    contacts: card.contacts,
    address: card.address?.text ?? '',
    introduction: card.introduction,
    links,
    media,
    share: homeShare(card, companyName, origin, logo, false),
  };
}
