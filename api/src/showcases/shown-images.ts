import type { ShowcaseImageWidth } from '../contract/schemas/showcases.ts';
import type { Db } from '../db/client.ts';
import type { UploadStore } from '../uploads/store.ts';
import { albumCoverId, albumOfTempLink, pagesOf, publishedAlbum, type AlbumRow } from './albums.ts';
import { cardByPublicId } from './cards.ts';
import { showcaseUntil } from './charges.ts';
import { imageMissing, imageRendition } from './images.ts';
import { publishedMediaItems } from './media-items.ts';

/** The images an album shows: its pages and its cover. */
async function albumImages(db: Db, album: AlbumRow) {
  const pages = (await pagesOf(db, [album.id])).get(album.id) ?? [];
  const cover = albumCoverId(album, pages);
  return {
    companyId: album.companyId,
    cover,
    ids: [...pages.map((p) => p.materialId), ...(cover ? [cover] : [])],
  };
}

/**
 * What a public showcase page (`owner`, see `showcaseImagePath`) shows, and whose: a published
 * album's pages and cover; the same of the album behind an unexpired preview link; a live company
 * home's logo, the covers of its linked albums and of its published +媒体 items. Null when the
 * page shows nothing now.
 */
async function imagesShownBy(db: Db, owner: string, now: Date) {
  const dash = owner.indexOf('-');
  const kind = owner.slice(0, dash);
  const key = owner.slice(dash + 1);
  if (kind === 'album') {
    const album = await publishedAlbum(db, BigInt(key));
    return album && albumImages(db, album);
  }
  if (kind === 'temp') {
    const link = await albumOfTempLink(db, key, now);
    return link && !link.expired ? albumImages(db, link.album) : null;
  }
  const card = await cardByPublicId(db, key);
  if (card?.status !== 'published' || !(await showcaseUntil(db, card.companyId, now))) return null;
  const linkedAlbums = await Promise.all(
    card.links.filter((l) => l.kind === 'album').map((l) => publishedAlbum(db, BigInt(l.id))),
  );
  const albumCovers = await Promise.all(
    linkedAlbums.flatMap((a) => (a?.companyId === card.companyId ? [albumImages(db, a)] : [])),
  );
  const media = await publishedMediaItems(db, card.companyId);
  return {
    companyId: card.companyId,
    ids: [
      ...(card.logoMaterialId ? [card.logoMaterialId] : []),
      ...albumCovers.flatMap((a) => (a.cover ? [a.cover] : [])),
      ...media.map((m) => m.coverMaterialId),
    ],
  };
}

/**
 * An image a public showcase page shows, at one of the served widths (see `imageRendition`);
 * HTTP 404 otherwise.
 */
export async function shownImage(
  db: Db,
  store: UploadStore,
  owner: string,
  materialId: bigint,
  width: ShowcaseImageWidth,
  now: Date,
) {
  const shown = await imagesShownBy(db, owner, now);
  if (!shown?.ids.includes(materialId)) throw imageMissing();
  return imageRendition(db, store, shown.companyId, materialId, width);
}
