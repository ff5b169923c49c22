export const stepStatuses = ['finish', 'process', 'wait'] as const;

export type StepStatus = (typeof stepStatuses)[number];

/**
 * Status of the step at `index` when `current` is the step in progress: earlier steps are finished,
 * later ones waiting. A `current` at or past the last index means every step is finished.
 */
export function getStepStatus(index: number, current: number, stepCount: number): StepStatus {
  if (current >= stepCount || index < current) return 'finish';
  return index === current ? 'process' : 'wait';
}
