import { describe, expect, it } from 'vitest';
import { regionNamer } from '@p5g/api/contract';
import { newQuestion } from './form-builder.ts';
import { answerText } from './answer-text.ts';

const single = { ...newQuestion('single', 'q1'), allowOther: true } as ReturnType<
  typeof newQuestion
>;

describe('answerText', () => {
  it("names a choice by its option's text, 其他 with what was written", () => {
    expect(answerText(single, 'o2', {})).toBe('选项2');
    expect(answerText(single, 'other', { q1: '社区公告栏' })).toBe('其他：社区公告栏');
    expect(answerText(newQuestion('multiple', 'q1'), ['o1', 'o2'], {})).toBe('选项1、选项2');
  });

  it('shows a rating in points and counts uploaded files', () => {
    expect(answerText(newQuestion('rating', 'q2'), '4', {})).toBe('4分');
    expect(answerText(newQuestion('upload', 'q3'), ['11', '12'], {})).toBe('2个文件');
  });

  it('says 未填写 for an empty or missing answer', () => {
    expect(answerText(newQuestion('text', 'q4'), undefined, {})).toBe('未填写');
    expect(answerText(newQuestion('text', 'q4'), '', {})).toBe('未填写');
    expect(answerText(newQuestion('multiple', 'q1'), [], {})).toBe('未填写');
  });

  it('names a region by its names from the province down when the tree is known', () => {
    const names = regionNamer([
      {
        code: '51',
        name: '四川省',
        children: [
          { code: '5101', name: '成都市', children: [{ code: '510104', name: '锦江区' }] },
        ],
      },
    ]);
    const area = newQuestion('region', 'q5');
    expect(answerText(area, '510104', {}, names)).toBe('四川省 成都市 锦江区');
    expect(answerText(area, '510104001', {}, names)).toBe('四川省 成都市 锦江区 510104001');
    expect(answerText(area, '510104', {})).toBe('510104');
  });

  it('keeps the text of a text answer', () => {
    expect(answerText(newQuestion('text', 'q4'), '张三', {})).toBe('张三');
  });
});
