import { describe, expect, it } from 'vitest';
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

  it('keeps the text of a text answer', () => {
    expect(answerText(newQuestion('text', 'q4'), '张三', {})).toBe('张三');
  });
});
