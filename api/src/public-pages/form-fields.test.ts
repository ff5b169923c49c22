import { describe, expect, it } from 'vitest';
import { formDocument } from '../contract/micro-app-form.ts';
import { fillingFromFields } from './form-fields.ts';

const document = formDocument.parse({
  title: '报名',
  questions: [
    { kind: 'text', id: 'name', title: '姓名' },
    {
      kind: 'multiple',
      id: 'topics',
      title: '内容',
      allowOther: true,
      options: [
        { id: 'a', label: '甲' },
        { id: 'b', label: '乙' },
      ],
    },
    { kind: 'upload', id: 'photo', title: '照片' },
  ],
});

describe('fillingFromFields', () => {
  it('turns posted fields into the answer shape: lists for multiple choice and uploads', () => {
    expect(
      fillingFromFields(
        [
          ['version', '2'],
          ['submissionKey', 'k'.repeat(20)],
          ['a.name', '张三'],
          ['a.topics', 'b'],
          ['o.topics', ''],
          ['a.photo', '123'],
          ['mobile', ' 13800138000 '],
          ['intent', 'submit'],
        ],
        document,
      ),
    ).toEqual({
      intent: 'submit',
      version: 2,
      submissionKey: 'k'.repeat(20),
      answers: { name: '张三', topics: ['b'], photo: ['123'] },
      otherText: { topics: '' },
      mobile: '13800138000',
      smsCode: '',
    });
  });

  it('leaves empty answers out and takes 获取验证码 as its own intent', () => {
    const filling = fillingFromFields(
      [
        ['a.name', ''],
        ['intent', 'sendCode'],
      ],
      document,
    );
    expect(filling.answers).toEqual({});
    expect(filling.intent).toBe('sendCode');
    expect(filling.version).toBe(0);
  });
});
