import { and, eq } from 'drizzle-orm';
import { articleDocument, type ArticleDocumentInput } from '../contract/article-document.ts';
import { articleMediaPath } from '../contract/web-routes.ts';
import type { Tx } from '../db/client.ts';
import { newId } from '../db/ids.ts';
import {
  articleDailyViews,
  articleEvents,
  articles,
  articleVersions,
  materials,
} from '../db/schema.ts';
import { recordUsage } from '../ledger/ledger.ts';
import { compactDayOf, dayMs } from '../lib/calendar.ts';
import { imageSizes } from '../micro-propagation/media.ts';
import { renderArticleBody } from '../micro-propagation/render.ts';
import type { UploadStore } from '../uploads/store.ts';

/** Page views and visitors of the demo article, one day each back from yesterday. */
const demoViews = [
  [128, 96],
  [210, 150],
  [87, 70],
  [164, 121],
  [95, 80],
];

/**
 * The demo company's published article (a policy explanation with an image, a map point and
 * related links) with a few days of views counted in the micro-propagation trend, and a draft.
 * Its image is the company's first demo material, sized from its file.
 */
export async function seedDemoMicroPropagation(
  tx: Tx,
  store: UploadStore,
  demo: { companyId: bigint; managerId: bigint; operatorId: bigint },
  now: Date,
) {
  const at = now.getTime();
  const [image] = await tx
    .select({ id: materials.id, uploadId: materials.uploadId })
    .from(materials)
    .where(and(eq(materials.companyId, demo.companyId), eq(materials.kind, 'image')))
    .orderBy(materials.id)
    .limit(1);
  const size = (await imageSizes(tx, store, [image!])).get(image!.id.toString());
  const published = newId(at);
  const media = (articleId: bigint) => ({
    materialId: image!.id.toString(),
    src: articleMediaPath(articleId.toString(), image!.id.toString()),
  });
  const policy: ArticleDocumentInput = {
    title: '5G消息惠企政策解读',
    cover: media(published),
    summary: '一图读懂5G消息助企纾困措施：适用范围、申请条件与办理渠道。',
    body: {
      type: 'doc',
      content: [
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '一、适用范围' }] },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '本市登记注册的中小微企业、个体工商户均可申请，' },
            { type: 'text', text: '每户限申请一次', marks: [{ type: 'bold' }] },
            { type: 'text', text: '。' },
          ],
        },
        { type: 'image', attrs: { ...media(published), alt: '政策要点示意图', ...size } },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: '二、办理渠道' }] },
        {
          type: 'orderedList',
          attrs: { start: 1 },
          content: [
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: '线上：政务服务网“惠企专区”' }],
                },
              ],
            },
            {
              type: 'listItem',
              content: [
                {
                  type: 'paragraph',
                  content: [{ type: 'text', text: '线下：市民服务中心综合窗口' }],
                },
              ],
            },
          ],
        },
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '详情见' },
            {
              type: 'text',
              text: '政策原文',
              marks: [{ type: 'link', attrs: { href: 'https://www.gov.cn/zhengce/' } }],
            },
            { type: 'text', text: '。' },
          ],
        },
      ],
    },
    mapPoint: {
      title: '市民服务中心',
      address: '北京市东城区东长安街1号',
      lng: 116.403,
      lat: 39.915,
    },
    related: [
      { title: '5G消息开户办理指南', url: 'https://www.gov.cn/fuwu/' },
      { title: '中小企业数字化转型专项资金申报通知', url: 'https://www.miit.gov.cn/' },
    ],
  };
  const document = articleDocument.parse(policy);
  const html = await renderArticleBody(document.body);
  const draft = articleDocument.parse({
    title: '社区义诊活动预告',
    summary: '本周六上午社区卫生服务中心开展义诊。',
    body: {
      type: 'doc',
      content: [{ type: 'paragraph', content: [{ type: 'text', text: '活动时间与地点待定。' }] }],
    },
  });
  const submittedAt = new Date(at - 7 * dayMs);
  const approvedAt = new Date(at - 6 * dayMs);
  await tx.insert(articles).values([
    {
      id: published,
      companyId: demo.companyId,
      createdBy: demo.managerId,
      title: document.title,
      document,
      html,
      status: 3,
      reviewVersion: 1,
      liveVersion: 1,
      submittedAt,
      publishedAt: approvedAt,
      createdAt: new Date(at - 8 * dayMs),
      updatedAt: approvedAt,
    },
    {
      id: newId(at),
      companyId: demo.companyId,
      createdBy: demo.managerId,
      title: draft.title,
      document: draft,
      html: await renderArticleBody(draft.body),
      status: 1,
      createdAt: new Date(at - dayMs),
      updatedAt: new Date(at - dayMs),
    },
  ]);
  await tx.insert(articleVersions).values({
    id: newId(at),
    articleId: published,
    version: 1,
    document,
    html,
    createdAt: submittedAt,
  });
  await tx.insert(articleEvents).values([
    {
      id: newId(at),
      articleId: published,
      event: 'submit',
      fromStatus: 1,
      toStatus: 2,
      actorUserId: demo.managerId,
      createdAt: submittedAt,
    },
    {
      id: newId(at),
      articleId: published,
      event: 'approve',
      fromStatus: 2,
      toStatus: 3,
      actorUserId: demo.operatorId,
      createdAt: approvedAt,
    },
  ]);
  for (const [i, [pv, uv]] of demoViews.entries()) {
    const day = new Date(at - (i + 1) * dayMs);
    await tx
      .insert(articleDailyViews)
      .values({ articleId: published, day: compactDayOf(day), pv: pv!, uv: uv! });
    await recordUsage(tx, demo.companyId, 3, day, pv!);
  }
}
