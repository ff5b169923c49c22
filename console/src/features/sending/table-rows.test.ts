import { describe, expect, it } from 'vitest';
import { withIds } from './table-rows.ts';

describe('table rows', () => {
  it('gives each row of a page its id and keeps the total', () => {
    expect(withIds({ total: 7, list: [{ seq: 2 }, { seq: 1 }] }, (r) => String(r.seq))).toEqual({
      total: 7,
      list: [
        { seq: 2, id: '2' },
        { seq: 1, id: '1' },
      ],
    });
    expect(withIds(undefined, () => 'x')).toBeUndefined();
  });
});
