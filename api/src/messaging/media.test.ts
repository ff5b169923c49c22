import { describe, expect, it } from 'vitest';
import { amrDuration } from './media.ts';

/** An AMR file of `frames` frames of one type (narrow- or wide-band). */
function amr(frames: number, { wide = false, type = 7 } = {}) {
  const magic = Buffer.from(wide ? '#!AMR-WB\n' : '#!AMR\n', 'latin1');
  const size = (wide ? [17, 23, 32, 36, 40, 46, 50, 58, 60] : [12, 13, 15, 17, 19, 20, 26, 31])[
    type
  ]!;
  const frame = Buffer.alloc(1 + size);
  frame[0] = (type << 3) | 0x04;
  return Buffer.concat([magic, ...Array.from({ length: frames }, () => frame)]);
}

describe('amrDuration', () => {
  it('counts 20 ms a frame, narrow- and wide-band', () => {
    expect(amrDuration(amr(150))).toBeCloseTo(3);
    expect(amrDuration(amr(3050, { type: 0 }))).toBeCloseTo(61);
    expect(amrDuration(amr(500, { wide: true, type: 8 }))).toBeCloseTo(10);
  });

  it('refuses what is not AMR or ends inside a frame', () => {
    expect(amrDuration(Buffer.from('#!AMX\n'))).toBeNull();
    expect(amrDuration(amr(10).subarray(0, -3))).toBeNull();
  });
});
