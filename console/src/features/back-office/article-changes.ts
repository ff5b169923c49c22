import {
  articlePaidFeatureNames,
  articlePaidFeatures,
  type ArticleDocument,
} from '@p5g/api/contract';

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * What an edited article changes from the version public now, in the words the operator reads:
 * the title, the cover, the summary, the body, the map point, the related items, and a
 * paid-exclusive feature newly used. Empty when nothing differs.
 */
export function articleChanges(live: ArticleDocument, next: ArticleDocument): string[] {
  const changes: string[] = [];
  if (live.title !== next.title) changes.push(`标题由“${live.title}”改为“${next.title}”`);
  if (live.cover?.materialId !== next.cover?.materialId) {
    changes.push(next.cover ? (live.cover ? '封面已更换' : '新增封面') : '封面已删除');
  }
  if (live.summary !== next.summary) changes.push('摘要已修改');
  if (!same(live.body, next.body)) changes.push('正文已修改');
  if (!same(live.mapPoint, next.mapPoint)) {
    changes.push(next.mapPoint ? `地图位置：${next.mapPoint.title}` : '地图位置已删除');
  }
  if (!same(live.related, next.related)) changes.push('相关资讯已修改');
  const usedBefore = new Set(articlePaidFeatures(live));
  for (const feature of articlePaidFeatures(next)) {
    if (!usedBefore.has(feature)) {
      changes.push(`新启用付费专享功能：${articlePaidFeatureNames[feature]}`);
    }
  }
  return changes;
}
