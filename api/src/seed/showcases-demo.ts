import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  albumPages,
  albums,
  articles,
  businessCards,
  materials,
  mediaItems,
  miniApps,
} from '../db/schema.ts';
import { dayMs } from '../lib/calendar.ts';
import { takeAlbum, takeMedia } from '../showcases/charges.ts';
import { recordImageSizes } from '../showcases/images.ts';
import type { UploadStore } from '../uploads/store.ts';
import { saveUpload } from '../uploads/store.ts';

/** The site's own sample video (4 seconds), as the demo +媒体 item's file. */
const demoVideo = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../media/banners/propagation.mp4',
);

/**
 * The demo company's showcases, within its business-showcase period (ordered in the demo year):
 * a published e-album of its two images and a published +媒体 video, each paid through the
 * ledger as publishing pays, and a published business card linking them with its live article
 * and micro-app.
 */
export async function seedDemoShowcases(
  tx: Tx,
  store: UploadStore,
  demo: { companyId: bigint; managerId: bigint },
  now: Date,
) {
  const at = now.getTime();
  const published = new Date(at - 3 * dayMs);
  const images = await tx
    .select()
    .from(materials)
    .where(and(eq(materials.companyId, demo.companyId), eq(materials.kind, 'image')))
    .orderBy(materials.id);
  await recordImageSizes(tx, store, images);

  const albumId = newId(at);
  const album = { companyId: demo.companyId, title: '企业宣传画册' };
  await takeAlbum(tx, album, demo.managerId, published);
  await tx.insert(albums).values({
    ...album,
    id: albumId,
    createdBy: demo.managerId,
    description: '5G消息、微应用与微传播的典型场景一览。',
    status: 'published',
    chargedAt: published,
    publishedAt: published,
    createdAt: published,
    updatedAt: published,
  });
  await tx.insert(albumPages).values(
    images.map((image, position) => ({
      albumId,
      position,
      materialId: image.id,
      caption: position === 0 ? '会员日活动' : '账单提醒服务',
    })),
  );

  const bytes = await fs.readFile(demoVideo);
  const videoId = newId(at);
  await tx.insert(materials).values({
    id: videoId,
    companyId: demo.companyId,
    kind: 'video',
    name: '5G微传播宣传片',
    uploadId: await saveUpload(
      tx,
      store,
      { id: demo.managerId, companyId: demo.companyId },
      bytes,
      'video/mp4',
      now,
    ),
    coverUploadId: images[0]!.uploadId,
    size: bytes.length,
    durationSeconds: 4,
    createdAt: published,
  });
  const mediaId = newId(at);
  const item = { companyId: demo.companyId, title: '5G微传播宣传片' };
  await takeMedia(tx, item, demo.managerId, published);
  await tx.insert(mediaItems).values({
    ...item,
    id: mediaId,
    createdBy: demo.managerId,
    kind: 'video',
    materialId: videoId,
    coverMaterialId: images[0]!.id,
    description: '一分钟了解微传播：图文、音视频与地图，一个链接触达用户。',
    status: 'published',
    chargedAt: published,
    publishedAt: published,
    createdAt: published,
    updatedAt: published,
  });

  const [article] = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.companyId, demo.companyId), isNotNull(articles.liveVersion)))
    .limit(1);
  const [app] = await tx
    .select({ id: miniApps.id })
    .from(miniApps)
    .where(and(eq(miniApps.companyId, demo.companyId), isNotNull(miniApps.liveVersion)))
    .limit(1);
  await tx.insert(businessCards).values({
    id: newId(at),
    companyId: demo.companyId,
    publicId: randomBytes(12).toString('base64url'),
    name: '央视网示范科技有限公司',
    logoMaterialId: images[0]!.id,
    contacts: [
      {
        name: '王经理',
        title: '市场总监',
        mobile: '13800000001',
        phone: '010-65550000',
        email: 'wang@example.com',
      },
    ],
    address: {
      provinceCode: '11',
      cityCode: '1101',
      districtCode: '110101',
      streetCode: '110101001',
      detail: '示范大厦8层',
      text: '北京市东城区东华门街道示范大厦8层',
    },
    introduction:
      '央视网示范科技有限公司专注政企5G消息与数字化传播，为客户提供5G消息、微应用、微传播与电子画册等一站式服务。',
    links: [
      ...(article ? [{ kind: 'article' as const, id: article.id.toString() }] : []),
      ...(app ? [{ kind: 'miniApp' as const, id: app.id.toString() }] : []),
      { kind: 'album' as const, id: albumId.toString() },
      { kind: 'media' as const, id: mediaId.toString() },
    ],
    status: 'published',
    updatedBy: demo.managerId,
    publishedAt: published,
    createdAt: published,
    updatedAt: published,
  });
}
