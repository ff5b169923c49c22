import { describe, expect, it } from 'vitest';
import { fileNameOf, kindName, stateName, stillWorking } from './rules.ts';

describe('download centre rules', () => {
  it('keeps asking only while a file is queued or generating', () => {
    expect(stillWorking({ state: 'queued' })).toBe(true);
    expect(stillWorking({ state: 'generating' })).toBe(true);
    for (const state of ['ready', 'failed', 'expired'] as const) {
      expect(stillWorking({ state })).toBe(false);
    }
  });

  it('names states and kinds as the spec does', () => {
    expect(stateName({ state: 'generating' })).toBe('生成中');
    expect(stateName({ state: 'expired' })).toBe('已过期');
    expect(kindName({ kind: 'bills' })).toBe('账单明细');
  });

  it("takes the server's Chinese file name from filename*, not the ASCII fallback", () => {
    expect(
      fileNameOf(
        `attachment; filename="????_???.xlsx"; filename*=UTF-8''%E9%80%9A%E8%AE%AF%E5%BD%95_%E8%80%81%E5%AE%A2%E6%88%B7.xlsx`,
      ),
    ).toBe('通讯录_老客户.xlsx');
    expect(fileNameOf('attachment; filename="plain.xlsx"')).toBe('plain.xlsx');
    expect(fileNameOf(null)).toBeNull();
    expect(fileNameOf('not a header;;')).toBeNull();
  });
});
