import { describe, expect, it } from 'vitest';
import { getServiceStepIndex, serviceStepTitles } from './service-steps.ts';

describe('getServiceStepIndex', () => {
  it('maps orderServiceStatus 1–3 to the step in progress', () => {
    expect([1, 2, 3].map(getServiceStepIndex)).toEqual([0, 1, 2]);
  });

  it('marks every step finished at status 4', () => {
    expect(getServiceStepIndex(4)).toBe(serviceStepTitles.length);
  });

  it('starts at the first step for a missing or unknown status', () => {
    expect(getServiceStepIndex(null)).toBe(0);
    expect(getServiceStepIndex(undefined)).toBe(0);
    expect(getServiceStepIndex(0)).toBe(0);
    expect(getServiceStepIndex(7)).toBe(0);
  });
});
