import { describe, expect, it } from 'vitest';
import { formDocument, type FormDocument } from '@p5g/api/contract';
import { miniAppChanges } from './mini-app-changes.ts';

const live: FormDocument = formDocument.parse({
  title: '社区活动报名',
  questions: [
    { kind: 'text', id: 'q1', title: '姓名', required: true },
    { kind: 'text', id: 'q2', title: '手机号码', format: 'mobile', required: true },
    { kind: 'rating', id: 'q3', title: '期待程度' },
  ],
});

describe('miniAppChanges', () => {
  it('says nothing changed for the same form', () => {
    expect(miniAppChanges(live, live)).toEqual([]);
  });

  it('names questions added, changed and removed, by their id', () => {
    const next: FormDocument = {
      ...live,
      questions: [
        { ...live.questions[0]!, title: '参加人姓名' } as FormDocument['questions'][number],
        live.questions[1]!,
        { kind: 'date', id: 'q4', title: '到场日期', help: '', required: false },
      ],
    };
    expect(miniAppChanges(live, next)).toEqual([
      '修改：参加人姓名',
      '新增：到场日期',
      '删除：期待程度（已收集的答案保留）',
    ]);
  });

  it('tells a new order, a new title and a newly used paid feature', () => {
    const next: FormDocument = {
      ...live,
      title: '社区活动报名（第二期）',
      questions: [live.questions[1]!, live.questions[0]!, live.questions[2]!],
      settings: { ...live.settings, onePerPhone: true },
    };
    expect(miniAppChanges(live, next)).toEqual([
      '标题由“社区活动报名”改为“社区活动报名（第二期）”',
      '问题顺序已调整',
      '新启用付费专享功能：手机号码短信验证',
      '收集设置已修改',
    ]);
  });
});
