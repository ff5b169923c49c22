import { codes } from '../contract/codes.ts';
import { showcaseMessages } from '../contract/schemas/showcases.ts';
import type { Db, Tx } from '../db/client.ts';
import { ApiError } from '../errors.ts';
import { debit, liveLotsOf } from '../ledger/ledger.ts';

/**
 * What showcases cost (spec §9), in the ledger's categories as the account centre's tiles read
 * them: publishing an album takes one e-album (category 5, the 电子画册 tile), publishing a +媒体
 * item one +媒体 (category 3, the +媒体 tile), each once; the business card and the company home
 * are public while a business-showcase lot (category 4, the 商务展示 expiry) runs.
 */
const showcaseCategories = { album: 5, media: 3, showcase: 4 } as const;

/**
 * Takes one unit for the first publishing of a showcase, with a kind-4 consumption entry, in the
 * publishing transaction; refused with `message` when the balance is empty (nothing is written).
 */
async function takeOne(
  tx: Tx,
  change: { companyId: bigint; category: 3 | 5; description: string; actorUserId: bigint },
  message: string,
  now: Date,
) {
  try {
    await debit(tx, { ...change, kind: 4, quantity: 1, now });
  } catch (error) {
    if (error instanceof ApiError && error.code === codes.insufficientBalance) {
      throw new ApiError(codes.insufficientBalance, message);
    }
    throw error;
  }
}

export const takeAlbum = (
  tx: Tx,
  album: { companyId: bigint; title: string },
  actorUserId: bigint,
  now: Date,
) =>
  takeOne(
    tx,
    {
      companyId: album.companyId,
      category: showcaseCategories.album,
      description: `发布电子画册「${album.title}」`,
      actorUserId,
    },
    showcaseMessages.albumBalance,
    now,
  );

export const takeMedia = (
  tx: Tx,
  item: { companyId: bigint; title: string },
  actorUserId: bigint,
  now: Date,
) =>
  takeOne(
    tx,
    {
      companyId: item.companyId,
      category: showcaseCategories.media,
      description: `发布+媒体「${item.title}」`,
      actorUserId,
    },
    showcaseMessages.mediaBalance,
    now,
  );

/**
 * When the company's business-showcase period ends, or null when none runs at `now` (not ordered,
 * or ended): the latest expiry of its showcase lots, read as the account centre's tile reads it.
 */
export async function showcaseUntil(db: Db, companyId: bigint, now: Date) {
  const lots = await liveLotsOf(db, companyId, now);
  const last = lots.filter((l) => l.category === showcaseCategories.showcase).at(-1);
  return last && last.expiresAt > now ? last.expiresAt : null;
}
