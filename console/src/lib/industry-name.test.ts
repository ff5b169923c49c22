import { describe, expect, it } from 'vitest';
import { industryName } from './industry-name.ts';

describe('industryName', () => {
  it('names an industry in Chinese', () => {
    expect(industryName('healthcare')).toBe('医疗');
  });
});
