import { describe, expect, it } from 'vitest';
import { articleDocument, type ArticleDocument } from '@p5g/api/contract';
import { articleChanges } from './article-changes.ts';

const paragraph = (text: string) => ({
  type: 'paragraph' as const,
  content: [{ type: 'text' as const, text }],
});

const live: ArticleDocument = articleDocument.parse({
  title: '惠企政策解读',
  summary: '政策要点一览',
  body: { type: 'doc', content: [paragraph('正文第一段')] },
  mapPoint: { title: '市民服务中心', address: '东长安街1号', lng: 116.4, lat: 39.9 },
  related: [{ title: '办理指南', url: 'https://www.gov.cn/fuwu/' }],
});

describe('articleChanges', () => {
  it('says nothing changed for the same article', () => {
    expect(articleChanges(live, live)).toEqual([]);
  });

  it('names the title, the summary, the body, the map point and the related items changed', () => {
    const next: ArticleDocument = {
      ...live,
      title: '惠企政策解读（修订）',
      summary: '新的摘要',
      body: { type: 'doc', content: [paragraph('正文已改写')] },
      mapPoint: { ...live.mapPoint!, title: '政务服务中心' },
      related: [],
    };
    expect(articleChanges(live, next)).toEqual([
      '标题由“惠企政策解读”改为“惠企政策解读（修订）”',
      '摘要已修改',
      '正文已修改',
      '地图位置：政务服务中心',
      '相关资讯已修改',
    ]);
  });

  it('tells a cover added or removed, a map point removed, and a newly used paid feature', () => {
    const cover = { materialId: '501', src: '/api/h5/article/media/1/501' };
    expect(articleChanges(live, { ...live, cover, mapPoint: null })).toEqual([
      '新增封面',
      '地图位置已删除',
    ]);
    expect(articleChanges({ ...live, cover }, { ...live, unlimitedVisits: true })).toEqual([
      '封面已删除',
      '新启用付费专享功能：不限访问量',
    ]);
  });
});
