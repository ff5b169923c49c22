import {
  publicKeyPattern,
  showcaseMessages,
  type PublicAlbum,
} from '../contract/schemas/showcases.ts';
import { ebookPath, ebookTempPath } from '../contract/web-routes.ts';
import type { Db } from '../db/client.ts';
import { companyNames } from '../accounts/accounts.ts';
import { chinaTimeOf } from '../lib/calendar.ts';
import { albumCoverId, albumOfTempLink, pagesOf, publishedAlbum, type AlbumRow } from './albums.ts';
import { imageSizes, showcaseImageOf } from './images.ts';

/**
 * What visitors see of e-albums: a published album (/ebook/{id}) and the album behind a preview
 * link (/ebookTemp/{key}) for its hour, with its pages as images in the served widths and its
 * share data (spec §3); otherwise what the page says instead (unknown or taken down: 404; an
 * expired preview link: 410).
 */

/** Album ids are decimal 64-bit integers: anything else is an album that does not exist. */
const albumIdPattern = /^\d{1,19}$/;
const maxId = 2n ** 63n - 1n;

const notOpen = (id: string, state: 'notFound' | 'expired'): PublicAlbum => ({
  id,
  state,
  message: state === 'expired' ? showcaseMessages.tempLinkExpired : showcaseMessages.albumNotFound,
  title: '',
  description: '',
  companyName: '',
  cover: null,
  pages: [],
  share: null,
  publishTime: null,
});

/** The album as its page shows it; `owner` names the page for the image path, `path` its link. */
async function shown(
  db: Db,
  album: AlbumRow,
  id: string,
  owner: string,
  path: string,
  origin: string,
): Promise<PublicAlbum> {
  const pages = (await pagesOf(db, [album.id])).get(album.id) ?? [];
  const coverId = albumCoverId(album, pages);
  const [sizes, names] = await Promise.all([
    imageSizes(db, [...pages.map((p) => p.materialId), ...(coverId ? [coverId] : [])]),
    companyNames(db, [album.companyId]),
  ]);
  const image = (materialId: bigint) => {
    const size = sizes.get(materialId);
    return size ? showcaseImageOf(owner, materialId, size) : null;
  };
  const cover = coverId ? image(coverId) : null;
  const companyName = names.get(album.companyId)?.name ?? '';
  return {
    id,
    state: 'open',
    message: '',
    title: album.title,
    description: album.description,
    companyName,
    cover,
    pages: pages.flatMap((page) => {
      const pageImage = image(page.materialId);
      return pageImage ? [{ image: pageImage, caption: page.caption }] : [];
    }),
    share: {
      title: album.title,
      imgUrl: cover ? `${origin}${cover.src}` : '',
      url: `${origin}${path}`,
      desc: album.description.slice(0, 60),
      source: companyName,
      reason: '',
      site: '',
    },
    publishTime: album.publishedAt && chinaTimeOf(album.publishedAt),
  };
}

/** A published album (/ebook/{id}); not found when unknown, a draft or taken down. */
export async function findPublicAlbum(db: Db, id: string, origin: string): Promise<PublicAlbum> {
  const album =
    albumIdPattern.test(id) && BigInt(id) <= maxId ? await publishedAlbum(db, BigInt(id)) : null;
  return album
    ? shown(db, album, id, `album-${id}`, ebookPath(id), origin)
    : notOpen(id, 'notFound');
}

/** The album as saved behind a preview link (/ebookTemp/{key}): expired after its hour. */
export async function findTempAlbum(
  db: Db,
  key: string,
  now: Date,
  origin: string,
): Promise<PublicAlbum> {
  const link = publicKeyPattern.test(key) ? await albumOfTempLink(db, key, now) : null;
  if (!link) return notOpen(key, 'notFound');
  if (link.expired) return notOpen(key, 'expired');
  return shown(db, link.album, key, `temp-${key}`, ebookTempPath(key), origin);
}
