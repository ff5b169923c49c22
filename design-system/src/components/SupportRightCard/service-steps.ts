/** Spec §4: the four steps of orderServiceStatus 1–4, shared by support-rights and custom-service cards. */
export const serviceStepTitles = ['需求待提交', '处理中', '内容验收', '已完成'] as const;

/**
 * The `current` index for Steps from orderServiceStatus: 1 → 0 (demand pending) … 3 → 2 (content
 * acceptance), and 4 (finished) → 4, which marks every step done. Unknown values start at step 0.
 */
export function getServiceStepIndex(orderServiceStatus: number | null | undefined): number {
  if (orderServiceStatus === 4) return serviceStepTitles.length;
  if (orderServiceStatus === 2 || orderServiceStatus === 3) return orderServiceStatus - 1;
  return 0;
}
