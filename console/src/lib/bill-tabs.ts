import { billCategoryNames, type BillCategory } from '@p5g/api/contract';

/** Bill tabs in the order of spec §2: micro-spread/micro-app, +media, showcase, e-album, 5G message. */
export const billTabs: readonly { id: BillCategory; title: string }[] = (
  [2, 3, 4, 5, 1] as const
).map((id) => ({ id, title: billCategoryNames[id] }));
