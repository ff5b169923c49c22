import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { amrDuration, mp4Duration, mp4Length } from './media.ts';

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

const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name));

describe('mp4Duration', () => {
  it('sums the samples, whatever the headers declare', () => {
    const long = fixture('clip-61s.mp4');
    expect(mp4Duration(long)).toBeCloseTo(61.4);
    // The same clip with mvhd, tkhd and mdhd declaring 10 s.
    expect(mp4Duration(fixture('clip-61s-declared-10s.mp4'))).toBeGreaterThan(61);
    expect(mp4Duration(fixture('clip-3s.mp4'))).toBeCloseTo(3, 0);
  });

  it('refuses a file whose samples lie past its end', () => {
    const clip = fixture('clip-3s.mp4');
    expect(mp4Duration(clip.subarray(0, clip.length - 100))).toBeNull();
  });
});

describe('mp4Length', () => {
  it('ends the file after its last media box, dropping what was appended', () => {
    const clip = fixture('clip-3s.mp4');
    expect(mp4Length(clip)).toBe(clip.length);
    const appended = Buffer.concat([clip, Buffer.from('<script>alert(1)</script>')]);
    expect(mp4Length(appended)).toBe(clip.length);
    const freeBox = Buffer.alloc(16);
    freeBox.writeUInt32BE(16);
    freeBox.write('free', 4, 'latin1');
    expect(mp4Length(Buffer.concat([clip, freeBox]))).toBe(clip.length);
  });
});
