import { randomInt } from 'node:crypto';

const epoch = Date.UTC(2024, 0, 1);
let lastMs = -1;
let sequence = 0;
const node = BigInt(randomInt(0, 1024));

/**
 * 64-bit, time-ordered ids (ms since 2024-01-01 | 10-bit node | 12-bit sequence). They exceed 2^53,
 * so they travel in JSON as strings (see contract/ids.ts). Never repeats within a process, even when
 * callers pass times that go backwards (a test clock beside the wall clock).
 */
export function newId(now = Date.now()): bigint {
  let ms = Math.max(now, lastMs);
  if (ms === lastMs) {
    sequence = (sequence + 1) & 0xfff;
    if (sequence === 0) ms += 1;
  } else {
    sequence = 0;
  }
  lastMs = ms;
  return (BigInt(ms - epoch) << 22n) | (node << 12n) | BigInt(sequence);
}
