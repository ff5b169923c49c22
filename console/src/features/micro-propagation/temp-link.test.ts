import { describe, expect, it } from 'vitest';
import { mobilesOf } from './temp-link.ts';

describe('mobilesOf', () => {
  it('takes one number a line, or separated by commas, 、 or spaces, leaving blanks out', () => {
    expect(mobilesOf('13800000001\n\n 13800000002 ,13800000003、13800000004\n')).toEqual([
      '13800000001',
      '13800000002',
      '13800000003',
      '13800000004',
    ]);
  });

  it('gives nothing for blank text', () => {
    expect(mobilesOf('  \n ')).toEqual([]);
  });
});
