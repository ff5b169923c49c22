import { describe, expect, it } from 'vitest';
import { getStepStatus } from './step-status.ts';

describe('getStepStatus', () => {
  it('finishes earlier steps, runs the current one and leaves later ones waiting', () => {
    expect([0, 1, 2, 3].map((i) => getStepStatus(i, 1, 4))).toEqual([
      'finish',
      'process',
      'wait',
      'wait',
    ]);
  });

  it('has the first step in progress at the start', () => {
    expect([0, 1, 2, 3].map((i) => getStepStatus(i, 0, 4))).toEqual([
      'process',
      'wait',
      'wait',
      'wait',
    ]);
  });

  it('finishes every step once current passes the last one', () => {
    expect([0, 1, 2, 3].map((i) => getStepStatus(i, 4, 4))).toEqual([
      'finish',
      'finish',
      'finish',
      'finish',
    ]);
  });
});
